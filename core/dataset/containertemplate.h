#pragma once

#include <core/util/result.h>

#include <QString>
#include <QStringList>

namespace heddle {

/// The command line that runs a task's tests in a container, when the dataset asks for the container backend.
inline constexpr char16_t kDefaultContainerTemplate[] =
    u"{runtime} run --rm --name {name} --network none -v {worktree}:/testbed -w /testbed {image} /bin/sh -c {command}";

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
