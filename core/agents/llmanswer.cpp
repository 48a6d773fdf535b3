#include <core/agents/llmanswer.h>

#include <core/json/jsondocument.h>

#include <QCoreApplication>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct LlmAnswerText {
    Q_DECLARE_TR_FUNCTIONS(LlmAnswerText)
};

/// The JSON in an answer: the whole text, else what a code fence holds, else from the first { or [ to the last.
QString jsonPart(const QString &content)
{
    QString text = content.trimmed();
    if (const qsizetype fence = text.indexOf(u"```"_s); fence >= 0) {
        const qsizetype start = text.indexOf(u'\n', fence);
        const qsizetype end = text.indexOf(u"```"_s, start + 1);
        if (start >= 0 && end > start)
            text = text.mid(start + 1, end - start - 1).trimmed();
    }
    if (text.startsWith(u'{') || text.startsWith(u'['))
        return text;
    const qsizetype object = text.indexOf(u'{');
    const qsizetype list = text.indexOf(u'[');
    const qsizetype first = object < 0 ? list : list < 0 ? object : std::min(object, list);
    const qsizetype last = std::max(text.lastIndexOf(u'}'), text.lastIndexOf(u']'));
    return first >= 0 && last > first ? text.mid(first, last - first + 1) : text;
}

void dropNulls(Json &value)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end();)
            it = it->is_null() ? value.erase(it) : std::next(it);
        for (auto &item : value)
            dropNulls(item);
    } else if (value.is_array()) {
        for (auto &item : value)
            dropNulls(item);
    }
}

} // namespace

LlmAnswer readLlmAnswer(const QString &content, const QString &label, const FindingsOptions &options)
{
    LlmAnswer answer;
    answer.read.format = u"heddle"_s;
    if (content.trimmed().isEmpty()) {
        answer.problem = LlmAnswerText::tr("the answer is empty");
        return answer;
    }
    const QByteArray bytes = jsonPart(content).toUtf8();
    Result<Json> json = parseJson(bytes, label);
    if (!json) {
        answer.problem = LlmAnswerText::tr("the answer is not JSON (%1)").arg(json.error().message);
        return answer;
    }
    Json list;
    if (json->is_array())
        list = *json;
    else if (json->is_object() && json->contains("findings") && json->at("findings").is_array())
        list = json->at("findings");
    else {
        answer.problem = LlmAnswerText::tr("the answer is not an object with a list \"findings\"");
        return answer;
    }
    QByteArray lines;
    for (Json &finding : list) {
        dropNulls(finding);
        lines += QByteArray::fromStdString(finding.dump()) + '\n';
    }
    answer.read = parseFindings(lines, label, options);
    return answer;
}

} // namespace heddle
