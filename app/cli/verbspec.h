// What a verb takes, declared once: its name, summary, arguments and options with their values and what completes
// them. Its help, its usage errors, the man page (written from the help) and the shell completion all come from the
// declaration, so none of them can say something the verb does not do.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <limits>
#include <memory>
#include <optional>
#include <utility>

class QCommandLineParser;

namespace heddle {
struct Dataset;
}

namespace heddle::cli {

/// What the shell offers for an argument or an option's value.
enum class Completes {
    Nothing,
    Files,
    Folders,
    Tasks,  // the ids of the dataset given as the DATASET argument
    Values, // the option's listed values
};

/// One option: --name, or --name VALUE when value names what it takes.
struct OptionSpec {
    QString name;
    QString value; // empty for a switch
    QString help;
    Completes completes = Completes::Nothing;
    QStringList values; // the values it takes, where they are a short list (offered to the shell, checked)
    QString shortName;  // "o" for -o; empty when it has none
    bool required = false;
};

/// One positional argument, in order.
struct ArgumentSpec {
    QString name; // DATASET, TASK, FILE, ...
    Completes completes = Completes::Nothing;
    bool optional = false;
    bool repeats = false; // the last one may: TASK...
};

/// A verb as the user meets it.
struct VerbSpec {
    QString name;
    QString summary;
    QList<ArgumentSpec> arguments;
    QList<OptionSpec> options;
    QStringList description; // paragraphs, wrapped when printed
    QString exitStatus;

    /// "Usage: heddle NAME ARGS [OPTIONS]", wrapped.
    QString usage() const;
    /// The whole --help: usage, description, options (-h, --help among them) and exit status.
    QString help() const;
    const OptionSpec *option(QStringView name) const;
};

/// The options several verbs share, declared once.
namespace shared {
OptionSpec tasks(const QString &help = QStringLiteral("only these tasks (comma-separated); all of them by default"));
OptionSpec jobs(const QString &help = QStringLiteral("run at most N at once (default: the number of cores)"));
OptionSpec timeout(const QString &help);
OptionSpec json(const QString &shape);
} // namespace shared

/// A command line parsed against its verb's declaration.
class Arguments
{
public:
    Arguments(const VerbSpec &spec, const QStringList &args);
    ~Arguments();
    Arguments(const Arguments &) = delete;
    Arguments &operator=(const Arguments &) = delete;

    /// The exit code when the verb is not to go on: it printed its help, or the command line was a usage error
    /// (said on standard error with the usage line). Nothing when the verb goes on.
    std::optional<int> done() const { return m_done; }

    const VerbSpec &spec() const { return m_spec; }
    bool isSet(QStringView option) const;
    QString value(QStringView option) const;
    QStringList values(QStringView option) const;
    QStringList positional() const;
    QString positional(qsizetype i) const { return positional().value(i); }
    /// Every option given, with its value, in the order of the command line (for options that apply to the one
    /// before them).
    QList<std::pair<QString, QString>> inOrder() const;

    /// The option's whole number within [least, most], fallback when it is not given; a usage error (its exit code in
    /// error) when it is given and is no such number.
    std::optional<int> number(QStringView option, int fallback, int least, int most, int *error) const;
    /// --jobs: at least one, the number of cores when not given.
    std::optional<int> jobs(int *error) const;
    /// The tasks of dataset the verb works on: every one, or those --tasks names; a usage error (its exit code) when
    /// --tasks names one the dataset lacks.
    std::optional<int> tasks(const Dataset &dataset, QStringList *ids) const;
    /// Opens the dataset the DATASET argument names into dataset and selects its tasks into ids; the exit code when
    /// it cannot be read (said on standard error) or --tasks names a task it lacks.
    std::optional<int> openTasks(Dataset *dataset, QStringList *ids) const;

    /// Says message as a usage error of this verb and returns its exit code.
    int usageError(const QString &message) const;

private:
    const VerbSpec &m_spec;
    std::unique_ptr<QCommandLineParser> m_parser;
    std::optional<int> m_done;
};

} // namespace heddle::cli
