#include <core/probe/probe.h>

#include <core/probe/probewitness.h>

#include <core/json/jsondocument.h>
#include <core/testcommand/shellwords.h>

#include <QCoreApplication>
#include <QFile>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class ProbeText
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Probe)
};

constexpr const char *kScripts[] = {"probe.py", "probe_tests.py", "probe_history.py"};

QString text(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

/// The one line between the nonce's begin and end marks; the last frame wins, as the script prints it last.
Result<Json> framed(QByteArrayView output, const QString &nonce)
{
    const QByteArray begin = "@@heddle-probe " + nonce.toUtf8() + " begin@@\n";
    const QByteArray end = "\n@@heddle-probe " + nonce.toUtf8() + " end@@";
    const qsizetype at = output.lastIndexOf(begin);
    if (at < 0)
        return makeError(Error::Code::Parse, ProbeText::tr("The input search printed no result: the run ended before "
                                                           "it could, or its output was cut"));
    const qsizetype from = at + begin.size();
    const qsizetype to = output.indexOf(end, from);
    if (to < 0)
        return makeError(Error::Code::Parse, ProbeText::tr("The input search's result was cut short"));
    return parseJson(output.sliced(from, to - from), ProbeText::tr("the input search's result"));
}

ProbeResult resultFrom(const Json &json)
{
    ProbeResult result;
    if (!json.is_object())
        return result;
    if (const auto hit = json.find("hit"); hit != json.end() && hit->is_array())
        for (const Json &h : *hit)
            if (h.is_string())
                result.hit.append(toQString(h.get<std::string>()));
    if (const auto state = json.find("state"); state != json.end() && state->is_string()) {
        result.state = toQString(state->get<std::string>());
        result.hasState = true;
    }
    if (json.contains("returns")) {
        result.kind = ProbeResult::Kind::Returns;
        result.value = text(json, "returns");
        result.shown = text(json, "shown");
    } else if (json.contains("raises")) {
        result.kind = ProbeResult::Kind::Raises;
        result.value = text(json, "raises");
        result.shown = text(json, "message");
        result.incidental = json.value("incidental", false);
    } else if (json.value("timeout", false)) {
        result.kind = ProbeResult::Kind::TimedOut;
    } else {
        result.shown = text(json, "error");
    }
    return result;
}

QHash<QString, ProbeResult> resultsFrom(const Json &json)
{
    QHash<QString, ProbeResult> results;
    if (const auto it = json.find("results"); it != json.end() && it->is_object())
        for (const auto &[id, value] : it->items())
            results.insert(toQString(id), resultFrom(value));
    return results;
}

QStringList strings(const Json &json, const char *key)
{
    QStringList list;
    if (const auto it = json.find(key); it != json.end() && it->is_array())
        for (const Json &v : *it)
            if (v.is_string())
                list.append(toQString(v.get<std::string>()));
    return list;
}

/// The type's own name: "builtins.ValueError" -> "ValueError".
QString shortType(const QString &type)
{
    return type.section(u'.', -1);
}

} // namespace

QString probeFolder()
{
    return u".heddle/probe"_s;
}

QList<ProbeFile> probeScriptFiles()
{
    QList<ProbeFile> files;
    for (const char *name : kScripts) {
        QFile script(u":/validation/"_s + QLatin1StringView(name));
        if (script.open(QIODevice::ReadOnly))
            files.append({probeFolder() + u'/' + QLatin1StringView(name), script.readAll()});
    }
    return files;
}

QString probeCommand(const QString &configPath)
{
    return u"python3 %1 %2"_s.arg(shellQuoted(probeFolder() + u"/probe.py"_s), shellQuoted(configPath));
}

QByteArray probeRecordConfig(const QString &nonce, const QList<ProbeTarget> &targets, const QStringList &tests,
                             const ProbeLimits &limits)
{
    Json config{{"mode", "record"}, {"nonce", toStd(nonce)}};
    config["targets"] = Json::array();
    for (const ProbeTarget &target : targets) {
        Json lines = Json::array();
        for (int line : target.lines)
            lines.push_back(line);
        config["targets"].push_back(Json{{"file", toStd(target.file)}, {"lines", lines}});
    }
    config["tests"] = jsonStrings(tests);
    config["max_recorded"] = limits.maxRecorded;
    config["max_calls"] = limits.maxCalls;
    config["call_timeout"] = limits.callTimeoutS;
    config["budget"] = limits.budgetS;
    return serializeJson(config);
}

QByteArray probeReplayConfig(const QString &nonce, const QString &callsFile, const ProbeLimits &limits)
{
    const Json config{{"mode", "replay"},
                      {"nonce", toStd(nonce)},
                      {"calls", toStd(callsFile)},
                      {"call_timeout", limits.callTimeoutS},
                      {"budget", limits.budgetS}};
    return serializeJson(config);
}

Result<ProbeRecord> probeRecordFromOutput(QByteArrayView output, const QString &nonce)
{
    Result<Json> json = framed(output, nonce);
    if (!json)
        return json.error();
    if (!json->is_object())
        return makeError(Error::Code::Parse, ProbeText::tr("The input search's result is not an object"));
    ProbeRecord record;
    record.json = QByteArray::fromStdString(json->dump());
    record.results = resultsFrom(*json);
    record.unstable = strings(*json, "unstable");
    record.notes = strings(*json, "notes");
    if (const auto functions = json->find("functions"); functions != json->end() && functions->is_array())
        for (const Json &f : *functions)
            if (f.is_object())
                record.functions.append(text(f, "function"));
    if (const auto calls = json->find("calls"); calls != json->end() && calls->is_array()) {
        for (const Json &c : *calls) {
            if (!c.is_object())
                continue;
            ProbeCall call;
            call.id = text(c, "id");
            if (call.id.isEmpty())
                continue;
            call.function = text(c, "function");
            call.varied = text(c, "origin") == u"varied";
            if (const auto bound = c.find("bound"); bound != c.end() && bound->is_boolean())
                call.bound = bound->get<bool>();
            call.test = text(c, "test");
            call.varies = text(c, "varies");
            // "shown": the call as the written test makes it, when it builds the objects the call is made on.
            call.text = text(c, "shown");
            if (call.text.isEmpty())
                call.text = text(c, "text");
            call.testSource = text(c, "test_source");
            call.testName = text(c, "test_name");
            call.testFile = text(c, "test_file");
            if (const auto after = c.find("insert_after_line"); after != c.end() && after->is_number_integer())
                call.insertAfterLine = after->get<int>();
            record.calls.append(std::move(call));
        }
    }
    return record;
}

Result<QHash<QString, ProbeResult>> probeReplayFromOutput(QByteArrayView output, const QString &nonce)
{
    Result<Json> json = framed(output, nonce);
    if (!json)
        return json.error();
    if (!json->is_object())
        return makeError(Error::Code::Parse, ProbeText::tr("The input search's result is not an object"));
    return resultsFrom(*json);
}

QList<ProbeDifference> probeDifferences(const ProbeRecord &record, const QHash<QString, ProbeResult> &other,
                                        bool lenient)
{
    using Kind = ProbeResult::Kind;
    QList<ProbeDifference> recorded, varied;
    for (const ProbeCall &call : record.calls) {
        const auto mine = record.results.constFind(call.id);
        const auto theirs = other.constFind(call.id);
        if (mine == record.results.cend() || theirs == other.cend())
            continue;
        const ProbeResult &a = *mine, &b = *theirs;
        if (a.kind == Kind::NotComparable || b.kind == Kind::NotComparable || a.kind == Kind::TimedOut ||
            (lenient && call.bound))
            continue;
        // A varied input the reference raises on by accident, or in code the task did not change: the task asks
        // nothing of it.
        if (lenient && call.varied && a.kind == Kind::Raises && a.incidental && b.kind == Kind::Returns)
            continue;
        ProbeDifference d{call, a, b};
        if (b.kind == Kind::TimedOut)
            d.what = ProbeDifference::What::Hangs;
        else if (a.kind != b.kind || (a.kind == Kind::Raises && a.value != b.value && !(lenient && call.varied)))
            d.what = ProbeDifference::What::Raises;
        else if (a.kind == Kind::Returns && a.value != b.value)
            d.what = ProbeDifference::What::Returns;
        else if (a.hasState && b.hasState && a.state != b.state)
            d.what = ProbeDifference::What::State;
        else
            continue;
        (call.varied ? varied : recorded).append(std::move(d));
    }
    return recorded + varied;
}

bool probeReaches(const ProbeRecord &record, const QString &file, int line)
{
    const QString where = file + u':' + QString::number(line);
    for (const ProbeResult &r : record.results)
        if (r.hit.contains(where))
            return true;
    return false;
}

QString probeResultText(const ProbeResult &result)
{
    switch (result.kind) {
    case ProbeResult::Kind::Returns:
        return ProbeText::tr("returns %1").arg(result.shown.isEmpty() ? result.value : result.shown);
    case ProbeResult::Kind::Raises:
        return result.shown.isEmpty() ? ProbeText::tr("raises %1").arg(shortType(result.value))
                                      : ProbeText::tr("raises %1 (%2)").arg(shortType(result.value), result.shown);
    case ProbeResult::Kind::TimedOut: return ProbeText::tr("does not return");
    case ProbeResult::Kind::NotComparable: break;
    }
    return ProbeText::tr("could not be called: %1").arg(result.shown);
}

QString differenceText(const ProbeDifference &d)
{
    if (d.what == ProbeDifference::What::State)
        return ProbeText::tr("leaves its arguments as %1 where the reference leaves %2 for %3")
            .arg(d.other.state.left(200), d.reference.state.left(200), d.call.text);
    return ProbeText::tr("%1 where the reference %2 for %3")
        .arg(probeResultText(d.other), probeResultText(d.reference), d.call.text);
}

QList<ProbeWitness> probeWitnesses(const QList<ProbeDifference> &differences, int limit)
{
    QList<const ProbeDifference *> order;
    for (const ProbeDifference &d : differences)
        if (!d.call.testSource.isEmpty())
            order.append(&d);
    for (const ProbeDifference &d : differences)
        if (d.call.testSource.isEmpty())
            order.append(&d);
    QList<ProbeWitness> witnesses;
    for (const ProbeDifference *d : std::as_const(order)) {
        if (witnesses.size() >= limit)
            break;
        ProbeWitness w;
        w.call = d->call.text;
        w.reference = d->what == ProbeDifference::What::State ? d->reference.state : probeResultText(d->reference);
        w.other = d->what == ProbeDifference::What::State ? d->other.state : probeResultText(d->other);
        w.text = differenceText(*d);
        w.varied = d->call.varied;
        w.test = d->call.test;
        w.testFile = d->call.testFile;
        w.insertAfterLine = d->call.insertAfterLine;
        w.testName = d->call.testName;
        w.testSource = d->call.testSource;
        witnesses.append(std::move(w));
    }
    return witnesses;
}

} // namespace heddle
