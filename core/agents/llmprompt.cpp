#include <core/agents/llmprompt.h>

#include <core/json/jsondocument.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>
#include <core/task/task.h>
#include <core/task/testfunctions.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct LlmPromptText {
    Q_DECLARE_TR_FUNCTIONS(LlmPromptText)
};

/// The most of one observation a condensed trajectory keeps, and of one action.
constexpr qsizetype kObservationChars = 800;
constexpr qsizetype kActionChars = 600;
/// A part is cut rather than left out while at least this many tokens are left for it.
constexpr int kSmallestCut = 200;

struct Part {
    QString name;
    QString text;
};

QString cutText(const QString &text, qsizetype keep)
{
    if (text.size() <= keep)
        return text;
    return text.left(keep) + u"\n[… %1 characters cut]"_s.arg(text.size() - keep);
}

QString numbered(const QByteArray &content)
{
    const QStringList lines = QString::fromUtf8(content).split(u'\n');
    QString out;
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += u"%1| %2\n"_s.arg(i + 1, 4).arg(lines.at(i));
    return out;
}

/// The lines of content in spans, numbered as in the file, a gap between two spans marked.
QString numberedSpans(const QByteArray &content, const QList<LineSpan> &spans)
{
    const QStringList lines = QString::fromUtf8(content).split(u'\n');
    QString out;
    int shownTo = 0;
    for (const LineSpan &span : spans) {
        if (span.first > shownTo + 1)
            out += u"   …| (lines %1-%2 not shown)\n"_s.arg(shownTo + 1).arg(span.first - 1);
        for (int line = std::max(span.first, shownTo + 1); line <= span.last && line <= lines.size(); ++line)
            out += u"%1| %2\n"_s.arg(line, 4).arg(lines.at(line - 1));
        shownTo = std::max(shownTo, span.last);
    }
    if (shownTo < lines.size())
        out += u"   …| (lines %1-%2 not shown)\n"_s.arg(shownTo + 1).arg(lines.size());
    return out;
}

/// The test functions the task's test lists name in f, with the imports, fixtures and class headers around them; the
/// whole file when no declared test is found in it or the excerpt would leave out little of it.
QString relevantTestLines(const Task &task, const TestFile &f, bool *whole)
{
    const QStringList ids = task.tests.failToPass + task.tests.passToPass;
    const QList<LineSpan> functions = testFunctionSpans(f.content, f.path, ids);
    QList<LineSpan> spans = functions + testContextSpans(f.content, f.path, functions);
    std::sort(spans.begin(), spans.end(), [](const LineSpan &a, const LineSpan &b) { return a.first < b.first; });
    // Where the excerpt would leave out little, the file goes in whole, once.
    const qsizetype lines = f.content.count('\n') + 1;
    qsizetype shown = 0;
    for (const LineSpan &span : std::as_const(spans))
        shown += span.last - span.first + 1;
    *whole = functions.isEmpty() || lines - shown <= std::max<qsizetype>(10, lines / 5);
    return *whole ? numbered(f.content) : numberedSpans(f.content, spans);
}

QString specsText(const Task &task)
{
    QString out;
    for (const Spec &s : task.specs)
        out += u"%1 [%2] %3: %4\n  covered by: %5\n"_s.arg(
            s.id, s.category, s.title, s.text, s.coveredBy.isEmpty() ? u"no test"_s : s.coveredBy.join(u", "_s));
    return out;
}

QString testListsText(const Task &task)
{
    QString out = u"command: "_s + task.tests.command + u"\nFAIL_TO_PASS:\n"_s;
    for (const QString &t : task.tests.failToPass)
        out += u"  "_s + t + u'\n';
    out += u"PASS_TO_PASS:\n"_s;
    for (const QString &t : task.tests.passToPass)
        out += u"  "_s + t + u'\n';
    return out;
}

/// Each declared test's status in every run of the target, or why there are none.
QString resultsText(const Task &task, const QString &target, const std::optional<RunRecord> &newest)
{
    if (!newest)
        return u"no validation run yet"_s;
    QString out = u"validation run %1%2\n"_s.arg(newest->id, isStale(*newest, task) ? u" (stale)"_s : QString());
    const QList<const TargetRun *> runs = runsOf(*newest, target);
    if (runs.isEmpty())
        return out + u"not run"_s;
    for (const TargetRun *run : runs) {
        if (!run->applied) {
            out += u"the patch did not apply\n"_s;
            continue;
        }
        for (const QString &test : task.tests.failToPass + task.tests.passToPass)
            out += u"  %1: %2\n"_s.arg(test, testStatusName(run->results.value(test)));
    }
    return out;
}

QString trajectoryText(const QString &root, const Task &task, const Attempt &attempt)
{
    if (!attempt.trajectory.isValid() || !isSafeRelativePath(attempt.trajectory.file))
        return {};
    const Result<Trajectory> t = loadTrajectory(
        DatasetLayout(root).at(DatasetLayout::inAttemptFolder(task.id, attempt.id, attempt.trajectory.file)),
        attempt.trajectory.format);
    if (!t)
        return u"the trajectory cannot be read: "_s + t.error().message;
    QString out;
    for (const TrajectoryStep &step : t->steps) {
        if (step.kind == TrajectoryStep::Kind::Message && step.action.isEmpty())
            continue; // thoughts alone: what the agent did is in its actions
        out += u"#%1 %2: %3\n"_s.arg(step.index)
                   .arg(trajectoryStepKindName(step.kind), cutText(step.action.trimmed(), kActionChars));
        if (!step.observation.trimmed().isEmpty())
            out += u"  -> "_s + cutText(step.observation.trimmed(), kObservationChars) + u'\n';
    }
    return out;
}

QList<Part> partsOf(const QString &root, const Task &task, const QString &attemptId,
                    const std::optional<RunRecord> &newest)
{
    QList<Part> parts{{u"query"_s, task.query}, {u"specs"_s, specsText(task)}, {u"tests"_s, testListsText(task)}};
    QList<const Attempt *> attempts;
    for (const Attempt &a : task.attempts)
        if (attemptId.isEmpty() || a.id == attemptId)
            attempts.append(&a);
    for (const Attempt *a : attempts) {
        parts.append({u"patch of attempt "_s + a->id, QString::fromUtf8(a->patch)});
        parts.append({u"test results of attempt "_s + a->id, resultsText(task, a->id, newest)});
    }
    parts.append({u"reference patch"_s, QString::fromUtf8(task.referencePatch)});
    QStringList excerpted; // files quoted in part: whole, they come last
    for (const TestFile &f : task.tests.files) {
        if (!f.isText())
            continue;
        bool whole = false;
        const QString lines = relevantTestLines(task, f, &whole);
        parts.append({(whole ? u"test file "_s : u"declared tests in "_s) + f.path, lines});
        if (!whole)
            excerpted.append(f.path);
    }
    for (const Attempt *a : attempts)
        if (const QString steps = trajectoryText(root, task, *a); !steps.isEmpty())
            parts.append({u"trajectory of attempt "_s + a->id, steps});
    for (const TestFile &f : task.tests.files)
        if (excerpted.contains(f.path))
            parts.append({u"test file "_s + f.path, numbered(f.content)});
    return parts;
}

Json messages(const LlmPrompt &prompt)
{
    return Json::array({Json{{"role", "system"}, {"content", toStd(prompt.system)}},
                        Json{{"role", "user"}, {"content", toStd(prompt.user)}}});
}

/// {"findings": [finding]} with finding as finding.schema.json has it, the task left to Heddle.
Json findingsSchema()
{
    QFile file(u":/schemas/finding.schema.json"_s);
    Json finding = Json::object();
    if (file.open(QIODevice::ReadOnly))
        if (Result<Json> parsed = parseJson(file.readAll(), file.fileName()); parsed && parsed->is_object())
            finding = *parsed;
    Json defs = finding.value("$defs", Json::object());
    for (const char *key : {"$schema", "$id", "$defs", "title", "description"})
        finding.erase(key);
    if (finding.contains("properties"))
        finding["properties"].erase("task");
    return Json{{"type", "object"},
                {"required", Json::array({"findings"})},
                {"additionalProperties", false},
                {"properties", Json{{"findings", Json{{"type", "array"}, {"items", finding}}}}},
                {"$defs", defs}};
}

Json requestOf(const LlmAgentSettings &llm, Json messageList, bool structured)
{
    Json body{{"model", toStd(llm.model)},
              {"messages", std::move(messageList)},
              {"max_tokens", llm.maxTokens},
              {"temperature", llm.temperature},
              {"stream", false}};
    if (structured)
        body["response_format"] =
            Json{{"type", "json_schema"},
                 {"json_schema", Json{{"name", "heddle_findings"}, {"schema", findingsSchema()}, {"strict", false}}}};
    return body;
}

} // namespace

int estimateTokens(QStringView text)
{
    return int((text.size() + 3) / 4);
}

Result<LlmPromptTemplate> loadPromptTemplate(const QString &datasetRoot, const LlmAgentSettings &llm)
{
    const QString path = llm.prompt.isEmpty()               ? u":/agents/review-prompt.md"_s
                         : QDir::isAbsolutePath(llm.prompt) ? llm.prompt
                                                            : DatasetLayout(datasetRoot).at(llm.prompt);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(Error::Code::Io, LlmPromptText::tr("cannot read the prompt template"), file.errorString());
        e.file = path;
        return e;
    }
    const QString text = QString::fromUtf8(file.readAll());
    const QString first = text.section(u'\n', 0, 0).trimmed();
    if (!first.startsWith(u"version:"_s) || first.mid(8).trimmed().isEmpty()) {
        Error e =
            makeError(Error::Code::Schema, LlmPromptText::tr("a prompt template starts with a line \"version: NAME\""));
        e.file = path;
        e.line = 1;
        return e;
    }
    LlmPromptTemplate t;
    t.version = first.mid(8).trimmed();
    t.system = text.section(u'\n', 1).trimmed();
    t.file = llm.prompt.isEmpty() ? QString() : path;
    return t;
}

LlmPrompt buildReviewPrompt(const LlmPromptTemplate &prompt, const LlmAgentSettings &llm, const QString &datasetRoot,
                            const Task &task, const QString &attempt, const std::optional<RunRecord> &newest)
{
    LlmPrompt out;
    out.version = prompt.version;
    out.system = prompt.system;
    const QList<Part> parts = partsOf(datasetRoot, task, attempt, newest);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const Part &p : parts)
        hash.addData(p.text.toUtf8());
    const QString nonce = QString::fromLatin1(hash.result().toHex().left(12));
    const QString about = attempt.isEmpty()
                              ? u"Review task %1 and its %2 attempts."_s.arg(task.id).arg(task.attempts.size())
                              : u"Review attempt %1 of task %2."_s.arg(attempt, task.id);
    int budget = llm.contextTokens - llm.maxTokens - estimateTokens(out.system) - estimateTokens(about) - 16;
    QString user = about + u'\n';
    for (const Part &p : parts) {
        const QString open = u"\n<<<heddle-data part=\"%1\" nonce=\"%2\">>>\n"_s.arg(p.name, nonce);
        const QString close = u"\n<<<end heddle-data nonce=\"%1\">>>\n"_s.arg(nonce);
        const int frame = estimateTokens(open) + estimateTokens(close);
        const int need = estimateTokens(p.text) + frame;
        if (need <= budget) {
            user += open + p.text + close;
            budget -= need;
        } else if (budget - frame >= kSmallestCut) {
            user += open + cutText(p.text, qsizetype(budget - frame - 16) * 4) + close;
            out.cut.append(p.name);
            budget = 0;
        } else {
            out.cut.append(p.name);
        }
    }
    if (!out.cut.isEmpty())
        user += u"\n[left out or cut to fit the context window: %1]\n"_s.arg(out.cut.join(u", "_s));
    out.user = user;
    out.estimatedTokens = estimateTokens(out.system) + estimateTokens(out.user);
    return out;
}

QByteArray chatRequestBody(const LlmAgentSettings &llm, const LlmPrompt &prompt, bool structured)
{
    return serializeJson(requestOf(llm, messages(prompt), structured));
}

QByteArray repairRequestBody(const LlmAgentSettings &llm, const LlmPrompt &prompt, const QString &answer,
                             const QString &problem)
{
    Json list = messages(prompt);
    list.push_back(Json{{"role", "assistant"}, {"content", toStd(answer.left(20000))}});
    list.push_back(Json{{"role", "user"},
                        {"content", toStd(u"Your answer could not be read: %1. Answer again with the JSON object "
                                          "alone, as the instructions describe."_s.arg(problem))}});
    return serializeJson(requestOf(llm, std::move(list), false));
}

} // namespace heddle
