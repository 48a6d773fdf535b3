#include <core/importers/predictions.h>

#include <core/importers/importertext.h>
#include <core/json/jsonfieldreader.h>
#include <core/json/jsonrows.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

Result<PredictionFile> readRows(const JsonText &text)
{
    PredictionFile out;
    auto visit = [&](const JsonNode &row, const JsonRowPlace &place) -> std::optional<Error> {
        JsonFieldReader read(text, row, place.pointer);
        Prediction prediction;
        prediction.file = text.file();
        prediction.line = place.line;
        prediction.instanceId = read.string(u"instance_id", place.key.isEmpty());
        if (prediction.instanceId.isEmpty())
            prediction.instanceId = place.key;
        prediction.model = read.string(u"model_name_or_path");
        prediction.patch = read.bytes(u"model_patch");
        prediction.hasTrajectory = row.find(u"history") != nullptr;
        // OpenHands keeps the patch and the model elsewhere.
        if (!row.find(u"model_patch")) {
            if (const JsonNode *result = read.object(u"test_result")) {
                JsonFieldReader readResult(text, *result, read.pointer(u"test_result"));
                prediction.patch = readResult.bytes(u"git_patch");
                if (!readResult.ok())
                    return readResult.error();
            }
        }
        if (prediction.model.isEmpty()) {
            if (const JsonNode *metadata = read.object(u"metadata")) {
                const JsonNode *llm = metadata->find(u"llm_config");
                const JsonNode *model = llm ? llm->find(u"model") : nullptr;
                if (model && model->isString())
                    prediction.model = model->text();
            }
        }
        if (read.ok() && prediction.instanceId.isEmpty())
            read.fail(u"instance_id", ImporterText::tr("the instance id is empty"));
        if (!read.ok())
            return read.error();
        if (const JsonNode *instance = row.find(u"instance"); instance && instance->isObject()) {
            Result<SweBenchInstance> embedded =
                readInstanceRow(text, *instance, read.pointer(u"instance"), place.line, prediction.instanceId);
            if (embedded)
                prediction.instance = std::move(embedded).value();
            else
                out.instanceErrors.append(embedded.error());
        }
        out.predictions.append(std::move(prediction));
        return std::nullopt;
    };
    // An OpenHands line holds the whole history: only these keys are converted.
    static const QStringList keep = {u"instance_id"_s, u"model_name_or_path"_s, u"model_patch"_s,
                                     u"test_result"_s, u"metadata"_s,           u"instance"_s};
    Result<QList<Error>> errors = forEachJsonRow(text, u"instance_id"_s, keep, visit);
    if (!errors)
        return errors.error();
    out.rowErrors = std::move(errors).value();
    return out;
}

} // namespace

Result<PredictionFile> readPredictions(const QString &path)
{
    Result<JsonText> text = JsonText::load(path);
    if (!text)
        return text.error();
    return readRows(*text);
}

Result<PredictionFile> parsePredictions(QByteArrayView bytes, const QString &fileName)
{
    return readRows(JsonText::fromBytes(bytes, fileName));
}

} // namespace heddle
