// Reading a large SWE-agent trajectory: Heddle's loadTrajectory against Python's json.load on the same file.
// Writes a ~50 MB .traj (override with the first argument, in MB) to a temporary folder, then prints the figures.

#include <core/trajectory/jsonarrayscan.h>
#include <core/trajectory/trajectoryparser.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const qint64 megabytes = args.size() > 1 ? args[1].toLongLong() : 50;
    constexpr int runs = 3;

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
        return 0;
    }
    const double pythonAdjusted = std::max(0.001, pythonRaw - pythonStart);
    o << "python3 json.load:     " << pythonRaw << " ms raw, " << pythonStart << " ms start-up, " << pythonAdjusted
      << " ms adjusted (best of " << runs << ")\n";
    o.setRealNumberPrecision(2);
    o << "ratio Heddle/Python:   " << heddleBest / pythonAdjusted << " adjusted, " << heddleBest / pythonRaw
      << " raw; first run " << heddleFirst / pythonAdjusted << " adjusted (target: at most 0.50)\n";
    return 0;
}
