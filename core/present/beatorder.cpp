#include <core/present/beatorder.h>

#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct BeatOrderText {
    Q_DECLARE_TR_FUNCTIONS(heddle::BeatOrderText)
};

} // namespace

bool BeatOrder::isSkipped(const QString &beatId) const
{
    return std::any_of(entries.cbegin(), entries.cend(), [&](const Entry &e) { return e.id == beatId && e.skipped; });
}

QList<ArrangedBeat> arrangeBeats(const QList<Beat> &generated, const BeatOrder &saved)
{
    QHash<QString, qsizetype> byId;
    for (qsizetype i = 0; i < generated.size(); ++i)
        byId.insert(generated.at(i).id, i);
    QList<ArrangedBeat> arranged;
    QSet<QString> placed;
    for (const BeatOrder::Entry &entry : saved.entries) {
        const auto at = byId.constFind(entry.id);
        if (at == byId.cend() || placed.contains(entry.id))
            continue;
        placed.insert(entry.id);
        arranged.append({generated.at(*at), entry.skipped});
    }
    for (const Beat &beat : generated)
        if (!placed.contains(beat.id))
            arranged.append({beat, beat.offered});
    return arranged;
}

BeatOrder orderOf(const QList<ArrangedBeat> &arranged)
{
    BeatOrder order;
    for (const ArrangedBeat &a : arranged)
        order.entries.append({a.beat.id, a.skipped});
    return order;
}

QList<Beat> shownBeats(const QList<ArrangedBeat> &arranged)
{
    QList<Beat> beats;
    for (const ArrangedBeat &a : arranged)
        if (!a.skipped)
            beats.append(a.beat);
    return beats;
}

Result<BeatOrder> loadBeatOrder(const QString &root, const QString &taskId)
{
    const QString path = DatasetLayout(root).at(DatasetLayout::presentationFile(taskId));
    if (!QFileInfo::exists(path))
        return BeatOrder();
    Result<QByteArray> read = readWholeFile(path);
    if (!read) {
        Error e = read.error();
        e.message = BeatOrderText::tr("cannot read the presentation's order of beats");
        return e;
    }
    const QByteArray bytes = std::move(read).value();
    Result<Json> parsed = parseJson(bytes, path);
    if (!parsed)
        return parsed.error();
    const Json &json = *parsed;
    const auto invalid = [&](const QString &pointer, const QString &message) {
        return jsonValueError(bytes, path, pointer, message);
    };
    if (!json.is_object() || !json.contains("beats") || !json.at("beats").is_array())
        return invalid(json.is_object() ? u"/beats"_s : QString(), BeatOrderText::tr("expected an array of beats"));
    BeatOrder order;
    const Json &beats = json.at("beats");
    for (size_t i = 0; i < beats.size(); ++i) {
        const Json &beat = beats.at(i);
        const QString pointer = jsonPointerAppend(u"/beats"_s, qsizetype(i));
        if (!beat.is_object() || !beat.contains("id") || !beat.at("id").is_string())
            return invalid(pointer, BeatOrderText::tr("expected an object with a string \"id\""));
        BeatOrder::Entry entry;
        entry.id = toQString(beat.at("id").get<std::string>());
        if (beat.contains("skip")) {
            if (!beat.at("skip").is_boolean())
                return invalid(pointer + u"/skip"_s, BeatOrderText::tr("expected true or false"));
            entry.skipped = beat.at("skip").get<bool>();
        }
        order.entries.append(entry);
    }
    return order;
}

Result<void> saveBeatOrder(const QString &root, const QString &taskId, const BeatOrder &order)
{
    const QString path = DatasetLayout(root).at(DatasetLayout::presentationFile(taskId));
    Json beats = Json::array();
    for (const BeatOrder::Entry &entry : order.entries)
        beats.push_back(Json{{"id", toStd(entry.id)}, {"skip", entry.skipped}});
    Json json;
    json["beats"] = std::move(beats);
    if (Result<void> written = writeFileIfChanged(path, serializeJson(json)); !written) {
        Error e = written.error();
        e.message = BeatOrderText::tr("The presentation's order of beats was not saved: cannot write %1.").arg(path);
        return e;
    }
    return Ok{};
}

} // namespace heddle
