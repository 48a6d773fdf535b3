// Reading a large SWE-agent trajectory. Writes .traj files of 50 MB and 1 GB (or the sizes given, in MB) to a
// temporary folder and prints, for each: the whole-document parse (loadTrajectory, what Heddle did for every file
// before lean trajectories) against Python's json.load, and the lean trajectory the view now uses from 4 MB on
// (time to the first steps, to all steps, a step read again, find, and peak memory), each way in a process of its
// own so that its peak memory is its own.

#include <core/trajectory/jsonarrayscan.h>
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/trajectory/trajectorystepmodel.h>
#include <widgets/trajectory/trajectoryview.h>

#include <QApplication>
#include <QEventLoop>
#include <QLabel>
#include <QListView>
#include <QTimer>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QHash>

#include <algorithm>
#include <limits>
#include <random>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

void appendJsonString(QByteArray &json, QByteArrayView text)
{
    json += '"';
    for (const char c : text) {
        switch (c) {
        case '"': json += "\\\""; break;
        case '\\': json += "\\\\"; break;
        case '\n': json += "\\n"; break;
        case '\r': json += "\\r"; break;
        case '\t': json += "\\t"; break;
        default:
            if (uchar(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                json += "\\u00";
                json += hex[(uchar(c) >> 4) & 0xF];
                json += hex[uchar(c) & 0xF];
            } else {
                json += c;
            }
        }
    }
    json += '"';
}

// Text shaped like what solvers see: numbered source listings, tracebacks, colored test output, non-ASCII names.
class TextMaker
{
public:
    QByteArray observation()
    {
        QByteArray text;
        switch (pick(4)) {
        case 0: {
            const int start = 1 + pick(5000);
            text +=
                "Here's the result of running `cat -n` on /testbed/src/package/module_" + number(pick(90)) + ".py:\n";
            for (int line = start; line < start + 40 + pick(120); ++line)
                text += number(line).rightJustified(6) + "\t    " + codeLine() + '\n';
            break;
        }
        case 1:
            text += "Traceback (most recent call last):\n";
            for (int frame = 0; frame < 3 + pick(12); ++frame) {
                text += "  File \"/testbed/src/package/module_" + number(pick(90)) + ".py\", line " +
                        number(pick(3000)) + ", in handler_" + number(pick(200)) + "\n    " + codeLine() + '\n';
            }
            text += "ValueError: could not convert 'Zürich – 東京 ✓' to float\n";
            break;
        case 2:
            text +=
                "\x1b[1m============================= test session starts ==============================\x1b[0m\r\n";
            for (int test = 0; test < 20 + pick(200); ++test) {
                text += "tests/test_module_" + number(pick(40)) + ".py::test_case_" + number(test) + ' ' +
                        (pick(9) == 0 ? "\x1b[31mFAILED\x1b[0m" : "\x1b[32mPASSED\x1b[0m") + "\r\n";
            }
            break;
        default:
            for (int entry = 0; entry < 30 + pick(300); ++entry)
                text += "-rw-r--r-- 1 root root " + number(pick(100000)).rightJustified(6) + " Apr 30 08:32 file_" +
                        number(entry) + (pick(7) == 0 ? "_données.txt\n" : ".py\n");
            break;
        }
        return text;
    }

    QByteArray thought()
    {
        static const char *const sentences[] = {
            "Let's look at the function that handles the conversion.",
            "The error says the value cannot be converted; the parser drops the \"unit\" suffix.",
            "I'll reproduce the issue first with a small script.",
            "Now the test passes — let's check the edge cases (empty input, ±0, NaN).",
            "The fix belongs in `_deserialize`, not in the caller: it rounds before it clamps.",
        };
        QByteArray text;
        for (int i = 0; i < 2 + pick(6); ++i)
            text += QByteArray(sentences[pick(5)]) + ' ';
        return text.trimmed();
    }

    QByteArray action()
    {
        switch (pick(4)) {
        case 0:
            return "str_replace_editor view /testbed/src/package/module_" + number(pick(90)) + ".py  --view_range " +
                   number(pick(400)) + ' ' + number(400 + pick(400));
        case 1:
            return "str_replace_editor str_replace /testbed/src/package/module_" + number(pick(90)) +
                   ".py   --old_str '" + codeLine() + "' --new_str '" + codeLine() + "\n    return value'";
        case 2:
            return "cd /testbed && python -m pytest tests/test_module_" + number(pick(40)) +
                   ".py -x -q 2>&1 | tail -40";
        default: return "grep -rn \"def handler_" + number(pick(200)) + "\" /testbed/src | head -20";
        }
    }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }

private:
    static QByteArray number(int n) { return QByteArray::number(n); }

    QByteArray codeLine()
    {
        static const char *const lines[] = {
            "return int(round(value.total_seconds() / base_unit.total_seconds()))",
            "if not isinstance(value, (int, float)):\\n raise ValidationError(\"Not a number\")",
            "result = {\"name\": name, \"path\": f\"{root}/{name}\", \"tags\": ['α', 'β']}",
            "logger.debug('parsed %s in %.2f ms', path, elapsed * 1000)",
            "for key, item in sorted(mapping.items(), key=lambda kv: kv[0]):",
        };
        return lines[pick(5)];
    }

    std::mt19937 m_random{20240611};
};

QByteArray makeTrajectory(qint64 targetBytes, int &steps)
{
    TextMaker maker;
    QByteArray trajectory;
    QByteArray history;
    trajectory.reserve(targetBytes / 2 + (1 << 20));
    history.reserve(targetBytes / 2 + (1 << 20));
    history +=
        R"(    {"role": "system", "content": "You are a helpful assistant that can interact with a computer to solve tasks.", "agent": "main", "message_type": "system_prompt"})";
    steps = 0;
    while (trajectory.size() + history.size() < targetBytes) {
        const QByteArray action = maker.action();
        const QByteArray observation = maker.observation();
        const QByteArray thought = maker.thought();
        if (steps > 0)
            trajectory += ",\n";
        trajectory += "    {\n      \"action\": ";
        appendJsonString(trajectory, action);
        trajectory += ",\n      \"observation\": ";
        appendJsonString(trajectory, observation);
        trajectory += ",\n      \"response\": ";
        appendJsonString(trajectory, thought);
        trajectory += ",\n      \"thought\": ";
        appendJsonString(trajectory, thought);
        trajectory += ",\n      \"execution_time\": " + QByteArray::number(0.1 + maker.pick(5000) / 1000.0, 'g', 15);
        trajectory +=
            ",\n      \"state\": {\"working_dir\": \"/testbed\", \"open_file\": \"/testbed/src/package/module_" +
            QByteArray::number(maker.pick(90)) + ".py\"},\n      \"extra_info\": {}\n    }";

        history += ",\n    {\"role\": \"assistant\", \"content\": ";
        appendJsonString(history, thought);
        history += ", \"thought\": ";
        appendJsonString(history, thought);
        history += ", \"action\": ";
        appendJsonString(history, action);
        history += ", \"agent\": \"main\", \"message_type\": \"action\"},\n    {\"role\": \"user\", \"content\": ";
        appendJsonString(history, QByteArray("OBSERVATION:\n" + observation));
        history += ", \"agent\": \"main\", \"message_type\": \"observation\"}";
        ++steps;
    }
    QByteArray json = "{\n  \"trajectory\": [\n" + trajectory + "\n  ],\n  \"history\": [\n" + history + "\n  ],\n";
    json +=
        R"(  "info": {"swe_agent_version": "1.0.1", "submission": "diff --git a/src/package/module_1.py b/src/package/module_1.py\n", )"
        R"("exit_status": "submitted", "model_stats": {"instance_cost": 3.21, "tokens_sent": 4123456, "tokens_received": 23456, "api_calls": )" +
        QByteArray::number(steps) + "}},\n";
    json +=
        R"(  "replay_config": "{\"agent\": {\"model\": {\"name\": \"claude-3-7-sonnet-20250219\"}}, \"problem_statement\": {\"id\": \"bench__bench-1\"}}",)"
        "\n  \"environment\": \"bench__bench-1\"\n}\n";
    return json;
}

// Best wall time of a process run, in ms; negative when it cannot run.
double bestProcessTime(const QString &program, const QStringList &arguments, int runs)
{
    double best = std::numeric_limits<double>::max();
    for (int i = 0; i < runs; ++i) {
        QProcess process;
        QElapsedTimer timer;
        timer.start();
        process.start(program, arguments);
        // A benchmark measures wall time end to end; there is no event loop to keep responsive.
        if (!process.waitForFinished(600000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            return -1;
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

// `heddle trajectory --stats --json` run to its end several times: the best wall time, and the largest peak memory
// it reports of itself (VmHWM: a child's ru_maxrss would count the memory of this process, which spawned it).
struct ProcessFigures {
    double bestMs = -1;
    double peakMb = -1;
};

ProcessFigures measureStats(const QString &path, int runs)
{
    ProcessFigures figures;
    double best = std::numeric_limits<double>::max();
    for (int i = 0; i < runs; ++i) {
        QProcess process;
        QElapsedTimer timer;
        timer.start();
        process.start(QStringLiteral(HEDDLE_BINARY), {u"trajectory"_s, u"--stats"_s, u"--json"_s, path});
        if (!process.waitForFinished(600000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            return {};
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
        const QJsonObject stats = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        figures.peakMb = std::max(figures.peakMb, stats.value(u"peak_memory_kb"_s).toDouble(-1000) / 1000.0);
    }
    figures.bestMs = best;
    return figures;
}

// `heddle trajectory --json` run once to its end, its output thrown away: the wall time, and its peak memory as
// /proc/PID/status's VmHWM says while it runs, read every few milliseconds (VmHWM only grows, so the last reading
// before the end is the peak but for the last milliseconds).
ProcessFigures measureJson(const QString &path)
{
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(HEDDLE_BINARY), {u"trajectory"_s, u"--json"_s, path});
    if (!process.waitForStarted())
        return {};
    const QString status = u"/proc/%1/status"_s.arg(process.processId());
    qint64 peakKb = -1;
    do {
        QFile file(status);
        if (file.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : file.readAll().split('\n'))
                if (line.startsWith("VmHWM:"))
                    peakKb = std::max(peakKb, line.mid(6).trimmed().split(' ').value(0).toLongLong());
        }
    } while (!process.waitForFinished(3));
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    return {double(timer.nsecsElapsed()) / 1e6, double(peakKb) / 1000.0};
}

// A figure from /proc/self/status, in kB (VmRSS, VmHWM).
qint64 statusKb(QByteArrayView key)
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(key) && line.size() > key.size() && line[key.size()] == ':')
            return line.mid(key.size() + 1).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// The child's work: read the file one way, as the window holds it, and print "key value" lines.
int measure(const QString &how, const QString &path)
{
    QTextStream &o = out();
    const qint64 baseline = statusKb("VmRSS");
    QElapsedTimer timer;
    timer.start();
    if (how == u"whole") {
        const Result<Trajectory> trajectory = loadTrajectory(path);
        if (!trajectory)
            return 1;
        const double all = msSince(timer);
        o << "first " << all << "\nall " << all << "\nsteps " << trajectory->steps.size() << '\n';
    } else if (how == u"index") {
        // The search index's pass (DatasetIndex): every step's whole texts, each batch let go once it is written.
        const Result<std::shared_ptr<const LeanTrajectory>> lean = LeanTrajectory::open(path);
        if (!lean)
            return 1;
        qint64 steps = 0;
        qint64 chars = 0;
        const Result<TrajectoryInfo> info = (*lean)->readSteps(
            [&](const QList<LeanStep> &batch) {
                for (const LeanStep &step : batch) {
                    ++steps;
                    chars += step.preview.thought.size() + step.preview.action.size() + step.preview.observation.size();
                }
            },
            JobControl::none(), true);
        if (!info)
            return 1;
        o << "all " << msSince(timer) << "\nsteps " << steps << "\nchars " << chars << '\n';
    } else {
        const Result<std::shared_ptr<const LeanTrajectory>> lean = LeanTrajectory::open(path);
        if (!lean)
            return 1;
        QList<LeanStep> steps;
        double first = -1;
        const Result<TrajectoryInfo> info = (*lean)->readSteps([&](const QList<LeanStep> &batch) {
            if (first < 0)
                first = msSince(timer);
            steps.append(batch);
        });
        if (!info)
            return 1;
        o << "first " << first << "\nall " << msSince(timer) << "\nsteps " << steps.size() << '\n';
        o << "read " << (statusKb("VmHWM") - baseline) / 1024.0 << '\n';
        qint64 chars = 0;
        for (const LeanStep &step : std::as_const(steps))
            chars += step.preview.thought.size() + step.preview.action.size() + step.preview.observation.size();
        o << "previews " << chars * 2 / 1048576.0 << '\n';
        // Expanding steps here and there, as a reader scrolling does: each read again from the file.
        std::mt19937 random(7);
        QElapsedTimer again;
        again.start();
        constexpr int reads = 200;
        for (int done = 0; done < reads;) {
            const LeanStep &step = steps.at(std::uniform_int_distribution<qsizetype>(0, steps.size() - 1)(random));
            if (step.whole)
                continue; // its preview is the step: nothing to read
            if (!(*lean)->step(step))
                return 1;
            ++done;
        }
        o << "step " << msSince(again) / reads << '\n';
        QElapsedTimer find;
        find.start();
        const QList<int> found = (*lean)->find(u"could not convert"_s, steps);
        o << "find " << msSince(find) << "\nfound " << found.size() << '\n';
    }
    o << "memory " << (statusKb("VmHWM") - baseline) / 1024.0 << '\n';
    return 0;
}

// The window's view, as a curator selecting the attempt sees it: time until the first steps are painted, until all are
// there, scrolling to the end, expanding a step there, and find; lean, or with the whole parse of before.
int measureView(const QString &how, const QString &path)
{
    QTextStream &o = out();
    const qint64 baseline = statusKb("VmRSS");
    TrajectoryView view;
    view.setLeanThreshold(how == u"view-lean" ? 0 : std::numeric_limits<qint64>::max());
    view.resize(1000, 800);
    view.show();
    QElapsedTimer timer;
    double first = -1;
    QEventLoop loop;
    QObject::connect(view.model(), &QAbstractItemModel::rowsInserted, &view, [&] {
        if (first >= 0)
            return;
        first = 0;
        QTimer::singleShot(0, &view, [&] {
            view.grab(); // laid out and painted
            first = msSince(timer);
        });
    });
    QObject::connect(view.model(), &QAbstractItemModel::modelReset, &view, [&] {
        if (first < 0 && view.model()->rowCount() > 0) {
            view.grab();
            first = msSince(timer);
        }
    });
    QObject::connect(&view, &TrajectoryView::loadFinished, &loop, &QEventLoop::quit);
    timer.start();
    view.loadFile(path);
    loop.exec();
    const double all = msSince(timer);
    QCoreApplication::processEvents();
    o << "first " << first << "\nall " << all << "\nsteps " << view.model()->rowCount() << '\n';

    QElapsedTimer scroll;
    scroll.start();
    view.listView()->scrollToBottom();
    view.grab();
    const int last = view.model()->rowCount() - 1;
    view.showStep(last / 2);
    view.setStepExpanded(last / 2, true);
    view.grab();
    o << "scroll " << msSince(scroll) << '\n';

    QElapsedTimer find;
    find.start();
    view.setFindText(u"could not convert"_s);
    auto *label = view.findChild<QLabel *>(u"trajectoryMatchLabel"_s);
    while (label->text().startsWith(u"Search"_s))
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    o << "find " << msSince(find) << "\nfound " << view.matchCount() << '\n';
    o << "memory " << (statusKb("VmHWM") - baseline) / 1024.0 << '\n';
    return 0;
}

// Runs this program as a child measuring one way of reading; its "key value" lines.
QHash<QString, double> measured(const QString &how, const QString &path)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {u"--measure"_s, how, path});
    QHash<QString, double> figures;
    if (!child.waitForFinished(3600000) || child.exitCode() != 0)
        return figures;
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() == 2)
            figures.insert(QString::fromUtf8(parts[0]), parts[1].toDouble());
    }
    return figures;
}

} // namespace

// The lean trajectory against the whole parse, each in a fresh process.
void leanFigures(const QString &path, double mb)
{
    QTextStream &o = out();
    const QHash<QString, double> whole = measured(u"whole"_s, path);
    const QHash<QString, double> lean = measured(u"lean"_s, path);
    o.setRealNumberPrecision(1);
    if (whole.isEmpty()) {
        o << "whole parse, own process: could not run\n";
    } else {
        o << "whole parse, own process: first steps after " << whole.value(u"all"_s) << " ms (all at once), peak "
          << whole.value(u"memory"_s) << " MB (" << whole.value(u"memory"_s) / mb << "x the file)\n";
    }
    if (lean.isEmpty()) {
        o << "lean, own process:        could not run\n";
        return;
    }
    o << "lean, own process:        first steps after " << lean.value(u"first"_s) << " ms, all "
      << qint64(lean.value(u"steps"_s)) << " steps after " << lean.value(u"all"_s) << " ms, peak "
      << lean.value(u"memory"_s) << " MB (" << lean.value(u"memory"_s) / mb << "x the file)\n";
    o.setRealNumberPrecision(2);
    o << "lean, after reading:      peak " << lean.value(u"read"_s) << " MB, previews " << lean.value(u"previews"_s)
      << " MB of text\n";
    o << "lean, a step read again:  " << lean.value(u"step"_s) * 1000 << " us (mean of 200 cut steps at random)\n";
    o.setRealNumberPrecision(1);
    o << "lean, find in all steps:  " << lean.value(u"find"_s) << " ms, " << qint64(lean.value(u"found"_s))
      << " steps hold \"could not convert\"\n";
    for (const QString &how : {u"view-whole"_s, u"view-lean"_s}) {
        const QHash<QString, double> view = measured(how, path);
        o << (how == u"view-lean" ? "window view, lean:       " : "window view, whole parse:");
        if (view.isEmpty()) {
            o << " could not run\n";
            continue;
        }
        o << " first steps painted after " << view.value(u"first"_s) << " ms, all after " << view.value(u"all"_s)
          << " ms; to the end and a step expanded " << view.value(u"scroll"_s) << " ms; find " << view.value(u"find"_s)
          << " ms (" << qint64(view.value(u"found"_s)) << " matches); peak " << view.value(u"memory"_s) << " MB ("
          << view.value(u"memory"_s) / mb << "x the file)\n";
    }
    o << "targets: first steps under 250 ms, at most 1.5x the file in memory\n\n";
}

int benchmark(qint64 megabytes)
{
    const int runs = megabytes > 200 ? 1 : 3;

    QTemporaryDir dir;
    if (!dir.isValid()) {
        out() << "cannot create a temporary folder\n";
        return 1;
    }
    const QString path = dir.filePath(u"bench__bench-1.traj"_s);
    int steps = 0;
    {
        const QByteArray json = makeTrajectory(megabytes * 1000 * 1000, steps);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size()) {
            out() << "cannot write " << path << '\n';
            return 1;
        }
    }
    const double mb = double(QFile(path).size()) / 1e6;

    double heddleBest = std::numeric_limits<double>::max();
    double heddleFirst = 0;
    qsizetype parsedSteps = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Result<Trajectory> trajectory = loadTrajectory(path);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        if (!trajectory) {
            out() << "Heddle could not read the file: " << trajectory.error().toString() << '\n';
            return 1;
        }
        parsedSteps = trajectory->steps.size();
        heddleBest = std::min(heddleBest, ms);
        if (i == 0)
            heddleFirst = ms;
    }

    // The step boundaries alone, from the file mapped into memory: what a lean view needs before its first steps.
    double scanBest = std::numeric_limits<double>::max();
    qsizetype scannedSteps = -1;
    {
        QFile mapped(path);
        if (mapped.open(QIODevice::ReadOnly)) {
            const uchar *bytes = mapped.map(0, mapped.size());
            for (int i = 0; bytes && i < runs; ++i) {
                QElapsedTimer timer;
                timer.start();
                const std::optional<QList<JsonSpan>> spans = scanTopLevelArray(
                    QByteArrayView(reinterpret_cast<const char *>(bytes), mapped.size()), "trajectory");
                scanBest = std::min(scanBest, double(timer.nsecsElapsed()) / 1e6);
                scannedSteps = spans ? spans->size() : -1;
            }
        }
    }

    const double pythonRaw =
        bestProcessTime(u"python3"_s, {u"-c"_s, u"import json, sys; json.load(open(sys.argv[1]))"_s, path}, runs);
    const double pythonStart = bestProcessTime(u"python3"_s, {u"-c"_s, u"pass"_s}, runs);

    QTextStream &o = out();
    o.setRealNumberNotation(QTextStream::FixedNotation);
    o.setRealNumberPrecision(1);
    o << "file:                  " << mb << " MB, " << steps << " steps (Heddle read " << parsedSteps << ")\n";
    // The first run also pays for the fresh memory the later runs of the same thread reuse.
    o << "Heddle loadTrajectory: " << heddleBest << " ms (best of " << runs << "), " << mb / (heddleBest / 1000.0)
      << " MB/s; first run " << heddleFirst << " ms\n";
    o << "step boundaries only:  " << scanBest << " ms (best of " << runs << "), " << mb / (scanBest / 1000.0)
      << " MB/s, " << scannedSteps << " steps, from the mapped file\n";
    if (pythonRaw < 0 || pythonStart < 0) {
        o << "python3 json.load:     could not run python3\n";
        leanFigures(path, mb);
        return 0;
    }
    const double pythonAdjusted = std::max(0.001, pythonRaw - pythonStart);
    o << "python3 json.load:     " << pythonRaw << " ms raw, " << pythonStart << " ms start-up, " << pythonAdjusted
      << " ms adjusted (best of " << runs << ")\n";
    o.setRealNumberPrecision(2);
    o << "ratio Heddle/Python:   " << heddleBest / pythonAdjusted << " adjusted, " << heddleBest / pythonRaw
      << " raw; first run " << heddleFirst / pythonAdjusted << " adjusted (target: at most 0.50)\n";
    // `heddle trajectory --stats`, a whole-trajectory pass, as a user runs it, beside json.load run the same way.
    const ProcessFigures stats = measureStats(path, runs);
    const double heddleStart = bestProcessTime(QStringLiteral(HEDDLE_BINARY), {u"--version"_s}, runs);
    if (stats.bestMs < 0 || heddleStart < 0) {
        o << "heddle trajectory --stats: could not run\n";
    } else {
        o.setRealNumberPrecision(1);
        o << "heddle trajectory --stats: " << stats.bestMs << " ms raw, " << heddleStart << " ms start-up (best of "
          << runs << "), peak " << stats.peakMb << " MB\n";
        o.setRealNumberPrecision(2);
        o << "ratio --stats/json.load:   " << (stats.bestMs - heddleStart) / pythonAdjusted << " adjusted, "
          << stats.bestMs / pythonRaw << " raw (target: at most 0.25); peak " << stats.peakMb / mb
          << "x the file (target: at most 1.1)\n";
    }
    // `heddle trajectory --json`: every step's whole texts, read lean and printed as they are read.
    const ProcessFigures json = measureJson(path);
    if (json.bestMs < 0) {
        o << "heddle trajectory --json:  could not run\n";
    } else {
        o.setRealNumberPrecision(1);
        o << "heddle trajectory --json:  " << json.bestMs << " ms, peak " << json.peakMb << " MB (read while it ran)";
        o.setRealNumberPrecision(2);
        o << ", " << json.peakMb / mb << "x the file\n";
    }
    // The search index's pass over the trajectory: every step's whole texts, read lean in a process of its own; the
    // best time of the runs, and the highest peak.
    double indexMs = -1;
    double indexPeakMb = 0;
    qint64 indexSteps = 0;
    for (int i = 0; i < runs; ++i) {
        const QHash<QString, double> run = measured(u"index"_s, path);
        if (run.isEmpty()) {
            indexMs = -1;
            break;
        }
        if (indexMs < 0 || run.value(u"all"_s) < indexMs) {
            indexMs = run.value(u"all"_s);
            indexSteps = qint64(run.value(u"steps"_s));
        }
        indexPeakMb = std::max(indexPeakMb, run.value(u"memory"_s));
    }
    if (indexMs < 0) {
        o << "the index's pass:          could not run\n";
    } else {
        o.setRealNumberPrecision(1);
        o << "the index's pass:          " << indexMs << " ms (best of " << runs << ") for " << indexSteps
          << " steps' whole texts, peak " << indexPeakMb << " MB above the program's own\n";
        o.setRealNumberPrecision(2);
        o << "ratio index pass/json.load: " << indexMs / pythonAdjusted << " adjusted (target: at most 0.25); peak "
          << indexPeakMb / mb << "x the file (target: at most 1.1)\n";
    }
    leanFigures(path, mb);
    return 0;
}

int main(int argc, char *argv[])
{
    if (argc == 4 && QByteArrayView(argv[1]) == "--measure" && QByteArrayView(argv[2]).startsWith("view")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        return measureView(QString::fromUtf8(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 4 && args[1] == u"--measure")
        return measure(args[2], args[3]);
    QList<qint64> sizes;
    for (qsizetype i = 1; i < args.size(); ++i)
        sizes.append(args[i].toLongLong());
    if (sizes.isEmpty())
        sizes = {50, 1000};
    for (const qint64 megabytes : std::as_const(sizes)) {
        if (const int failed = benchmark(megabytes))
            return failed;
    }
    return 0;
}
