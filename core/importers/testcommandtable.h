#pragma once

#include <core/util/result.h>

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace heddle {

/// What the table gives for one repository and version: the command with the test files as arguments, or why not.
struct TableLookup {
    QString command;   // empty: unknown
    QString version;   // the listed version the command was taken from
    QString logFormat; // "pytest", "django", "sympy"
    QString why;       // for an unknown command: what was missing, for the curator
    bool known() const { return !command.isEmpty(); }
};

/// How SWE-bench's harness installs a repository at a version into its environment.
struct InstallLookup {
    QString line;           // "python -m pip install -e ."; empty: the table has none
    QStringList preInstall; // the commands that edit the repository's files first (sed)
    QString version;        // the listed version they were taken from
};

/// The test commands of known repositories per version and how the files of a test_patch become their arguments,
/// as SWE-bench's evaluation harness builds them (resources/testcommands/swebench.json).
class TestCommandTable
{
public:
    /// How the files of a test_patch become arguments.
    enum class Arguments {
        Paths,        // as they are
        DjangoModules // "tests/a/b.py" -> "a.b": runtests.py takes dotted module names
    };

    /// Reads a table; errors name the file and the JSON pointer.
    static Result<TestCommandTable> parse(QByteArrayView bytes, const QString &fileName);
    /// The table built into Heddle, read once.
    static const Result<TestCommandTable> &builtIn();

    bool hasRepository(const QString &repo) const { return m_repositories.contains(repo); }
    QStringList repositories() const;

    /// The command for repo at version with the test_patch's test files appended. An unlisted version takes the
    /// nearest listed one only when every listed version has the same command.
    TableLookup lookup(const QString &repo, const QString &version, QByteArrayView testPatch) const;
    /// The same with the test files given as repository paths (a task that has no test_patch).
    TableLookup lookup(const QString &repo, const QString &version, const QStringList &testFiles) const;

    /// The install line of repo at version: the listed version's, else the nearest listed one's.
    InstallLookup install(const QString &repo, const QString &version) const;

    /// The arguments the harness appends for these files: files with a non-test suffix are dropped.
    QStringList arguments(Arguments rule, const QStringList &files) const;

    /// The new-side paths of every "diff --git a/... b/PATH" line of a test_patch, in order, as the harness reads
    /// them (the last " b/" of the line starts the path).
    static QStringList patchFiles(QByteArrayView testPatch);

private:
    struct Repository {
        Arguments arguments = Arguments::Paths;
        QString logFormat;
        QList<std::pair<QString, QString>> versions; // version -> command, in the file's order
        QList<std::pair<QString, QString>> install;  // version -> install line
        QHash<QString, QStringList> preInstall;      // version -> commands
    };

    TableLookup commandFor(const QString &repo, const QString &version, const QStringList &files) const;

    QStringList m_nonTestSuffixes;
    QHash<QString, Repository> m_repositories;
};

} // namespace heddle
