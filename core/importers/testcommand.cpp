#include <core/importers/testcommand.h>

#include <core/dataset/datasetio.h>
#include <core/importers/harnessreport.h>
#include <core/importers/importertext.h>
#include <core/importers/testcommandtable.h>
#include <core/json/jsonlocation.h>

#include <QFile>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString kSourceKey = QString::fromLatin1(kTestCommandSourceKey);

// The recorded origin is "<kind>" or "<kind>:<detail>".
constexpr std::pair<TestCommandOrigin, const char16_t *> kOriginNames[] = {
    {TestCommandOrigin::InstanceField, u"instance"},
    {TestCommandOrigin::InstanceEvalScript, u"instance-eval-script"},
    {TestCommandOrigin::HarnessEvalScript, u"harness-eval-script"},
    {TestCommandOrigin::Table, u"swe-bench-table"},
    {TestCommandOrigin::Edited, u"edited"},
};

QString originName(TestCommandOrigin origin)
{
    for (const auto &[o, name] : kOriginNames)
        if (o == origin)
            return QString::fromUtf16(name);
    return {};
}

QString sourceValue(const QList<std::pair<QString, QString>> &fields, const QString &key)
{
    for (const auto &[k, v] : fields)
        if (k == key)
            return v;
    return {};
}

} // namespace

TestCommand instanceTestCommand(const QList<std::pair<QString, QString>> &fields)
{
    for (const QString &key : {u"test_cmd"_s, u"test_command"_s}) {
        const QString command = sourceValue(fields, key).trimmed();
        if (!command.isEmpty())
            return TestCommand{command, TestCommandOrigin::InstanceField, key, {}};
    }
    const QString script = sourceValue(fields, u"eval_script"_s);
    if (!script.isEmpty()) {
        const QString command = harnessTestCommand(script.toUtf8());
        if (!command.isEmpty())
            return TestCommand{command, TestCommandOrigin::InstanceEvalScript, u"eval_script"_s, {}};
        return TestCommand{{},
                           TestCommandOrigin::Unknown,
                           ImporterText::tr("the instance's eval_script has no line after \": '>>>>> Start Test "
                                            "Output'\""),
                           {}};
    }
    return TestCommand{{}, TestCommandOrigin::Unknown, ImporterText::tr("the instance has no test command"), {}};
}

TestCommand tableTestCommand(const Task &task)
{
    const Result<TestCommandTable> &table = TestCommandTable::builtIn();
    if (!table)
        return TestCommand{{}, TestCommandOrigin::Unknown, table.error().toString(), {}};
    const QString version = sourceValue(task.source, u"version"_s);
    const QString testPatch = sourceValue(task.source, u"test_patch"_s);
    TableLookup found;
    if (!testPatch.isEmpty()) {
        found = table->lookup(task.repository.name, version, QByteArrayView(testPatch.toUtf8()));
    } else {
        QStringList files;
        for (const TestFile &file : task.tests.files)
            files.append(file.path);
        found = table->lookup(task.repository.name, version, files);
    }
    if (!found.known())
        return TestCommand{{}, TestCommandOrigin::Unknown, found.why, {}};
    return TestCommand{found.command, TestCommandOrigin::Table, task.repository.name + u' ' + found.version,
                       found.logFormat};
}

TestCommand testCommandFor(const Task &task)
{
    TestCommand own = instanceTestCommand(task.source);
    if (own.known())
        return own;
    TestCommand table = tableTestCommand(task);
    // An eval_script without a test line is worth naming beside the table's reason.
    if (!table.known() && !sourceValue(task.source, u"eval_script"_s).isEmpty())
        table.detail = own.detail + u"; "_s + table.detail;
    return table;
}

TestCommand recordedTestCommand(const Task &task)
{
    TestCommand out;
    out.command = task.tests.command;
    out.logFormat = task.tests.logFormat;
    if (out.command.isEmpty())
        return out;
    out.origin = TestCommandOrigin::TaskFile;
    const QString recorded = sourceValue(task.source, kSourceKey);
    const qsizetype colon = recorded.indexOf(u':');
    const QString kind = colon < 0 ? recorded : recorded.left(colon);
    for (const auto &[origin, name] : kOriginNames) {
        if (kind == QStringView(name)) {
            out.origin = origin;
            out.detail = colon < 0 ? QString() : recorded.mid(colon + 1);
        }
    }
    return out;
}

void setTestCommand(Task &task, const TestCommand &command)
{
    if (!command.known())
        return;
    task.tests.command = command.command;
    if (task.tests.logFormat.isEmpty())
        task.tests.logFormat = command.logFormat;
    QString recorded = originName(command.origin);
    if (!recorded.isEmpty() && !command.detail.isEmpty())
        recorded += u':' + command.detail;
    for (auto it = task.source.begin(); it != task.source.end(); ++it) {
        if (it->first != kSourceKey)
            continue;
        if (recorded.isEmpty())
            task.source.erase(it);
        else
            it->second = recorded;
        return;
    }
    if (!recorded.isEmpty())
        task.source.append({kSourceKey, recorded});
}

TestCommand completeTestCommand(Task &task)
{
    if (!task.tests.command.isEmpty())
        return recordedTestCommand(task);
    TestCommand found = testCommandFor(task);
    setTestCommand(task, found);
    return found;
}

QString testCommandOriginText(const TestCommand &command)
{
    switch (command.origin) {
    case TestCommandOrigin::Unknown: return command.detail;
    case TestCommandOrigin::TaskFile: return ImporterText::tr("from task.json");
    case TestCommandOrigin::InstanceField:
        return ImporterText::tr("from the instance's %1 field")
            .arg(command.detail.isEmpty() ? u"test_cmd"_s : command.detail);
    case TestCommandOrigin::InstanceEvalScript: return ImporterText::tr("from the instance's eval_script");
    case TestCommandOrigin::HarnessEvalScript: return ImporterText::tr("from the harness run's eval.sh");
    case TestCommandOrigin::Table:
        return ImporterText::tr("from SWE-bench's command for %1, with the test_patch's files").arg(command.detail);
    case TestCommandOrigin::Edited: return ImporterText::tr("from the curator's edit");
    }
    return {};
}

QString testCommandText(const TestCommand &command)
{
    if (!command.known())
        return command.detail.isEmpty() ? ImporterText::tr("Test command: unknown. Validation cannot run this task "
                                                           "until it has one.")
                                        : ImporterText::tr("Test command: unknown (%1). Validation cannot run this "
                                                           "task until it has one.")
                                              .arg(command.detail);
    return ImporterText::tr("Test command: %1 (%2)").arg(command.command, testCommandOriginText(command));
}

QString taskTestCommandText(const Task &task)
{
    if (!task.tests.command.isEmpty())
        return testCommandText(recordedTestCommand(task));
    const TestCommand found = testCommandFor(task);
    if (!found.known())
        return testCommandText(found);
    return ImporterText::tr("Test command: none. It would get %1 (%2).")
        .arg(found.command, testCommandOriginText(found));
}

Error missingTestCommand(const QString &root, const Task &task)
{
    const QString file = DatasetLayout::taskFile(task.id);
    const TestCommand found = testCommandFor(task);
    const QString message = found.known()
                                ? ImporterText::tr("the task has no test command; it would now get \"%1\" (%2)")
                                      .arg(found.command, testCommandOriginText(found))
                                : ImporterText::tr("the task has no test command: %1").arg(found.detail);
    QFile json(DatasetLayout(root).at(file));
    const QByteArray bytes = json.open(QIODevice::ReadOnly) ? json.readAll() : QByteArray();
    return jsonValueError(bytes, file, u"/tests/command"_s, message);
}

QList<Error> tasksWithoutTestCommand(const QString &root)
{
    QList<Error> problems;
    const Result<Dataset> dataset = openDataset(root);
    if (!dataset)
        return problems;
    for (const TaskSummary &summary : dataset->tasks) {
        if (summary.isBroken())
            continue;
        Result<Task> task = loadTask(root, summary.id);
        if (task && task->tests.command.isEmpty())
            problems.append(missingTestCommand(root, *task));
    }
    return problems;
}

} // namespace heddle
