#pragma once

#include <core/util/result.h>

#include <QString>
#include <QStringList>

namespace heddle {

/// The command line that runs a task's tests in a container, when the dataset asks for the container backend.
inline constexpr char16_t kDefaultContainerTemplate[] =
    u"{runtime} run --rm --name {name} --network none -v {worktree}:/testbed -w /testbed {image} /bin/sh -c {command}";

/// The command line for SWE-bench's instance images (sweb.eval.*), whose /testbed holds the repository already built
/// and whose tools live in the conda env "testbed", as the harness runs them: the worktree is mounted beside
/// /testbed and copied over it (what the image built stays), a file tracked there that the worktree no longer has is
/// removed (a patch deleted it), the env is activated, the command runs in /testbed, and Heddle's report folder
/// (.heddle) is copied back to the worktree.
inline constexpr char16_t kSweBenchContainerTemplate[] =
    u"{runtime} run --rm --name {name} --network none -v {worktree}:/heddle/worktree -w /testbed {image} /bin/bash -c "
    u"\"cp -a /heddle/worktree/. /testbed/ && cd /testbed || exit 125; "
    u"if command -v git >/dev/null; then git ls-files -z | while IFS= read -r -d '' f; do "
    u"[ -e \\\"/heddle/worktree/$f\\\" ] || [ -L \\\"/heddle/worktree/$f\\\" ] || rm -f -- \\\"$f\\\"; done; fi; "
    u"if [ -f /opt/miniconda3/bin/activate ]; then source /opt/miniconda3/bin/activate && conda activate testbed; fi; "
    u"/bin/bash -c \\\"$1\\\"; s=$?; cp -a /testbed/.heddle/. /heddle/worktree/.heddle/ 2>/dev/null; exit $s\" "
    u"heddle {command}";

/// What the placeholders of a container command template stand for.
struct ContainerTemplateValues {
    QString runtime;  // {runtime}
    QString name;     // {name}
    QString image;    // {image}
    QString worktree; // {worktree}
    QString command;  // {command}
};

/// Checks a command template: balanced quotes, a program, and only the known placeholders ({runtime}, {name},
/// {image}, {worktree}, {command}); the error names what is wrong. heddle-dataset.json is checked with it when it
/// is read, so a broken template is found before the first test run.
Result<void> checkContainerTemplate(const QString &commandTemplate);

/// The argument list (program first) of a command template (empty: kDefaultContainerTemplate). The template is split
/// into words as a shell would (single and double quotes, backslash) before the placeholders are replaced, so each
/// substituted value stays inside its word and is never split or interpreted again; `{{` and `}}` are literal braces.
Result<QStringList> expandContainerTemplate(const QString &commandTemplate, const ContainerTemplateValues &values);

} // namespace heddle
