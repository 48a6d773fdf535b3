#include <core/probe/probewitnessjson.h>

#include <core/json/jsondocument.h>

namespace heddle {

using namespace Qt::StringLiterals;

const char *probeVerdictName(ProbeVerdict verdict)
{
    switch (verdict) {
    case ProbeVerdict::Equivalent: return "equivalent";
    case ProbeVerdict::Distinguished: return "distinguished";
    case ProbeVerdict::NotProbed: break;
    }
    return "";
}

ProbeVerdict probeVerdictFromName(const QString &name)
{
    if (name == u"equivalent")
        return ProbeVerdict::Equivalent;
    if (name == u"distinguished")
        return ProbeVerdict::Distinguished;
    return ProbeVerdict::NotProbed;
}

Json probeWitnessesToJson(const QList<ProbeWitness> &witnesses)
{
    Json list = Json::array();
    for (const ProbeWitness &w : witnesses) {
        Json j{{"call", toStd(w.call)},   {"reference", toStd(w.reference)},
               {"other", toStd(w.other)}, {"text", toStd(w.text)},
               {"varied", w.varied},      {"test", toStd(w.test)}};
        if (!w.testSource.isEmpty()) {
            j["test_file"] = toStd(w.testFile);
            j["insert_after_line"] = w.insertAfterLine;
            j["test_name"] = toStd(w.testName);
            j["test_source"] = toStd(w.testSource);
        }
        list.push_back(std::move(j));
    }
    return list;
}

QList<ProbeWitness> probeWitnessesFromJson(const Json &list)
{
    QList<ProbeWitness> witnesses;
    if (!list.is_array())
        return witnesses;
    for (const Json &j : list) {
        if (!j.is_object())
            continue;
        ProbeWitness w;
        w.call = jsonString(j, "call");
        w.reference = jsonString(j, "reference");
        w.other = jsonString(j, "other");
        w.text = jsonString(j, "text");
        const auto varied = j.find("varied");
        w.varied = varied != j.end() && varied->is_boolean() && varied->get<bool>();
        w.test = jsonString(j, "test");
        w.testFile = jsonString(j, "test_file");
        const auto after = j.find("insert_after_line");
        w.insertAfterLine = after != j.end() && after->is_number_integer() ? after->get<int>() : 0;
        w.testName = jsonString(j, "test_name");
        w.testSource = jsonString(j, "test_source");
        witnesses.append(std::move(w));
    }
    return witnesses;
}

} // namespace heddle
