#include <core/trajectory/leantrajectory.h>

#include <core/json/jsondom_p.h>
#include <core/util/diskwatch.h>
#include <core/json/jsonlocation.h>
#include <core/trajectory/jsonarrayscan.h>
#include <core/trajectory/trajectoryformats_p.h>

#include <QElapsedTimer>
#include <QFile>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <functional>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#endif
#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace heddle {

using namespace Qt::StringLiterals;
using trajectoryformats::StepReader;
using trajectoryformats::TrajectoryParser;

namespace {

// The pages of the file read past are let go in pieces of this size.
constexpr qsizetype ReleaseEvery = qsizetype(8) << 20;

// One element parsed by itself: a padded copy of its bytes and a parser, kept by each thread for the next one.
struct ElementParser {
    std::unique_ptr<char[]> buffer;
    qsizetype capacity = 0;
    simdjson::dom::parser parser;

    simdjson::error_code parse(QByteArrayView bytes, jsondom::Element &element)
    {
        const qsizetype needed = bytes.size() + qsizetype(simdjson::SIMDJSON_PADDING);
        if (needed > capacity) {
            capacity = std::max(needed, qsizetype(64) * 1024);
            buffer.reset(new char[size_t(capacity)]);
        }
        std::memcpy(buffer.get(), bytes.data(), size_t(bytes.size()));
        std::memset(buffer.get() + bytes.size(), 0, simdjson::SIMDJSON_PADDING);
        return parser.parse(buffer.get(), size_t(bytes.size()), false).get(element);
    }
};

ElementParser &elementParser()
{
    thread_local ElementParser parser;
    return parser;
}

// The lines of text as the step view counts them: trailing line breaks aside, none when it is blank.
int lineCount(QStringView text)
{
    while (text.endsWith(u'\n'))
        text.chop(1);
    if (text.trimmed().isEmpty())
        return 0;
    return int(text.count(u'\n')) + 1;
}

// Cuts text to its first lines, each line to its first characters; true when anything was cut.
bool cutToPreview(QString &text)
{
    qsizetype pos = 0;
    int lines = 0;
    bool cut = false;
    QString preview;
    while (pos <= text.size()) {
        qsizetype end = text.indexOf(u'\n', pos);
        if (end < 0)
            end = text.size();
        if (lines == LeanTrajectory::PreviewLines) {
            cut = end < text.size() || pos < text.size();
            break;
        }
        const qsizetype length = std::min<qsizetype>(end - pos, LeanTrajectory::PreviewLineChars);
        cut = cut || length < end - pos;
        if (lines > 0)
            preview += u'\n';
        preview += QStringView(text).sliced(pos, length);
        ++lines;
        pos = end + 1;
    }
    if (cut)
        text = std::move(preview);
    return cut;
}

// The record of a whole step: its summary and line counts, its texts cut to a preview. With whole, the step as it is:
// its reader (the index) wants the texts alone, and counting their lines was a tenth of its pass.
LeanStep previewOf(TrajectoryStep &step, bool whole)
{
    LeanStep record;
    if (whole) {
        record.preview = step; // shared, not copied: a late observation still grows the reader's step
        return record;
    }
    const QString summary = trajectoryStepSummary(step);
    record.thoughtLines = lineCount(step.thought);
    record.actionLines = lineCount(step.action);
    record.observationLines = lineCount(step.observation);
    if (!whole) {
        bool cut = cutToPreview(step.thought);
        // An edit is shown as the diff its action holds, which needs all of it.
        if (step.kind != TrajectoryStep::Kind::Edit)
            cut = cutToPreview(step.action) || cut;
        cut = cutToPreview(step.observation) || cut;
        record.whole = !cut;
        if (cut) {
            step.thought.squeeze();
            step.action.squeeze();
            step.observation.squeeze();
        }
    }
    record.preview = step;
    record.setSummary(summary);
    return record;
}

// Case-insensitive search of ASCII text in bytes (UTF-8 or JSON escapes around it do not matter).
class AsciiFinder
{
public:
    explicit AsciiFinder(const QByteArray &needle)
        : m_needle(needle.toLower())
        , m_searcher(m_needle.cbegin(), m_needle.cend(), Hash(), Equal())
    {}

    bool in(QByteArrayView haystack) const
    {
        return std::search(haystack.cbegin(), haystack.cend(), m_searcher) != haystack.cend();
    }

private:
    static char lower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }
    struct Hash {
        size_t operator()(char c) const { return size_t(uchar(lower(c))); }
    };
    struct Equal {
        bool operator()(char a, char b) const { return lower(a) == lower(b); }
    };
    QByteArray m_needle;
    std::boyer_moore_horspool_searcher<QByteArray::const_iterator, Hash, Equal> m_searcher;
};

// Text that every JSON writer keeps as it is (printable ASCII that no writer escapes), so a file that does not hold
// its bytes cannot hold the text.
bool appearsVerbatim(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u > 0x7e || u == u'"' || u == u'\\' || u == u'/' || u == u'<' || u == u'>' || u == u'&' ||
            u == u'\'')
            return false;
    }
    return !text.isEmpty();
}

bool stepContains(const TrajectoryStep &step, const QString &text)
{
    return step.thought.contains(text, Qt::CaseInsensitive) || step.action.contains(text, Qt::CaseInsensitive) ||
           step.observation.contains(text, Qt::CaseInsensitive);
}

} // namespace

// Where a list of steps starts in the document, and what its elements' JSON pointers begin with.
struct StepList {
    qsizetype start = 0; // the '['
    int attempt = 0;
    bool root = false; // mini-swe-agent's bare list of messages
};

struct LeanTrajectory::Private {
    QFile file;
    const char *base = nullptr; // the mapped file
    qsizetype size = 0;
    qsizetype docBegin = 0; // the document in the file (an OpenHands line)
    qsizetype docEnd = 0;
    QList<StepList> lists;

    QByteArrayView fileBytes() const { return {base, size}; }
    QByteArrayView doc() const { return QByteArrayView(base, size).sliced(docBegin, docEnd - docBegin); }

    // Lets go of the mapped pages before the document's offset `upTo`, from `from` on; returns the new mark.
    qsizetype release(qsizetype from, qsizetype upTo) const
    {
#if defined(Q_OS_LINUX) && defined(MADV_DONTNEED)
        static const qsizetype page = qsizetype(sysconf(_SC_PAGESIZE));
        const qsizetype end = (docBegin + upTo) / page * page;
        if (end - from < ReleaseEvery)
            return from;
        // The pages stay in the page cache; reading them again costs a minor fault, not a disk read.
        madvise(const_cast<char *>(base) + from, size_t(end - from), MADV_DONTNEED);
        return end;
#else
        Q_UNUSED(upTo)
        return from;
#endif
    }

    qsizetype releaseStart(qsizetype at) const
    {
#if defined(Q_OS_LINUX)
        static const qsizetype page = qsizetype(sysconf(_SC_PAGESIZE));
        return (docBegin + at) / page * page;
#else
        return at;
#endif
    }

    // Whether the file is now shorter than the document's offset `end`: a file cut short under its mapping (written
    // over in place) must not be read there, which would end the program.
    bool cutBefore(qsizetype end) const
    {
#if defined(Q_OS_UNIX)
        struct stat status;
        if (::fstat(file.handle(), &status) == 0)
            return qsizetype(status.st_size) < docBegin + end;
#endif
        Q_UNUSED(end)
        return false;
    }

    // Not placed at a line: finding the line would read the mapping where the file is gone.
    Error changed() const
    {
        Error error =
            makeError(Error::Code::Io, TrajectoryParser::tr("the file changed while it was shown: open it again"));
        error.file = file.fileName();
        return error;
    }

    Error errorAt(qsizetype docOffset, const QString &pointer, const QString &message, Error::Code code) const
    {
        return jsonErrorAt(fileBytes(), docBegin + docOffset, file.fileName(), pointer, message, code);
    }

    // Reads one element into reader.
    Result<qsizetype> readElement(StepReader &reader, const StepList &list, int index, JsonSpan span) const
    {
        const jsondom::JsonPath root;
        const jsondom::JsonPath attempts = root.key("attempts");
        const jsondom::JsonPath attempt = attempts.index(list.attempt);
        const jsondom::JsonPath container = list.root                                   ? root
                                            : format == TrajectoryFormat::SweAgentRetry ? attempt.key("trajectory")
                                            : format == TrajectoryFormat::MiniSweAgent  ? root.key("messages")
                                            : format == TrajectoryFormat::OpenHands     ? root.key("history")
                                                                                        : root.key("trajectory");
        const jsondom::JsonPath path = container.index(index);
        jsondom::Element element;
        if (const simdjson::error_code code = elementParser().parse(doc().sliced(span.begin, span.size()), element)) {
            return errorAt(span.begin, path.pointer(),
                           TrajectoryParser::tr("this step is not valid JSON (%1)")
                               .arg(QString::fromUtf8(simdjson::error_message(code))),
                           Error::Code::Parse);
        }
        try {
            return reader.read(element, path);
        } catch (const jsondom::JsonFailure &failure) {
            const qsizetype at = locateJsonPointer(doc().first(span.end), failure.pointer);
            return errorAt(at, failure.pointer, failure.message, Error::Code::Parse);
        }
    }

    // The run's info: the document with its lists of steps left out, then what the elements told the reader.
    // listEnds: the ends of the lists of steps walked already, by the offset of their '['.
    Result<TrajectoryInfo> runInfo(const StepReader &reader, const QString &path,
                                   const QHash<qsizetype, qsizetype> &listEnds) const;

    TrajectoryFormat format = TrajectoryFormat::Unknown;
};

LeanTrajectory::~LeanTrajectory() = default;

namespace {

// The string value of the top-level member key of a document, or nothing.
std::optional<QString> memberString(QByteArrayView doc, QByteArrayView key)
{
    const std::optional<JsonSpan> span = scanTopLevelMember(doc, key);
    if (!span || doc[span->begin] != '"')
        return std::nullopt;
    jsondom::Element element;
    std::string_view text;
    if (elementParser().parse(doc.sliced(span->begin, span->size()), element) != simdjson::SUCCESS ||
        element.get_string().get(text) != simdjson::SUCCESS)
        return std::nullopt;
    return jsondom::toQString(text);
}

// A copy of the object with the arrays of the named members left empty: what is left of a trajectory without its
// steps, small enough to parse whole for the run's info. The retry agent's attempts are copied the same way.
// release(offset) is told how far the copy has read, from the start of object. listEnds holds the ends of the lists
// a pass over the steps has walked already, by the offset of their '[' (object lies at `base` in the document): those
// are not walked again.
QByteArray withoutSteps(QByteArrayView object, TrajectoryFormat format, const std::function<void(qsizetype)> &release,
                        const QHash<qsizetype, qsizetype> &listEnds = {}, qsizetype base = 0)
{
    static const QList<QByteArrayView> lists{"trajectory", "history", "messages"};
    QByteArray copy;
    qsizetype at = skipJsonSpace(object, 0);
    if (at >= object.size() || object[at] != '{')
        return object.toByteArray();
    copy += '{';
    ++at;
    bool first = true;
    while (true) {
        while (at < object.size() && (isJsonSpace(object[at]) || object[at] == ','))
            ++at;
        if (at >= object.size() || object[at] != '"')
            break;
        const qsizetype nameEnd = jsonValueEnd(object, at);
        if (nameEnd < 0)
            break;
        const QByteArrayView name = object.sliced(at + 1, nameEnd - at - 2);
        qsizetype valueStart = nameEnd;
        while (valueStart < object.size() && (isJsonSpace(object[valueStart]) || object[valueStart] == ':'))
            ++valueStart;
        qsizetype valueEnd = -1;
        if (const auto known = listEnds.constFind(base + valueStart);
            known != listEnds.cend() && lists.contains(name) && *known - base <= object.size()) {
            valueEnd = *known - base;
        } else if (lists.contains(name) && valueStart < object.size() && object[valueStart] == '[') {
            // A list of steps can be most of the file: walked element by element, letting go behind.
            JsonArrayCursor cursor(object, valueStart);
            while (cursor.next())
                release(cursor.position());
            if (!cursor.failed())
                valueEnd = cursor.position() + 1; // past the ']' the cursor stopped at
        } else {
            valueEnd = jsonValueEnd(object, valueStart);
        }
        if (valueEnd < 0)
            break;
        if (!first)
            copy += ',';
        first = false;
        copy += object.sliced(at, nameEnd - at);
        copy += ':';
        const QByteArrayView value = object.sliced(valueStart, valueEnd - valueStart);
        if (lists.contains(name) && value.startsWith('[')) {
            copy += "[]";
        } else if (format == TrajectoryFormat::SweAgentRetry && name == "attempts" && value.startsWith('[')) {
            copy += '[';
            JsonArrayCursor cursor(value, 0);
            bool firstAttempt = true;
            while (const std::optional<JsonSpan> attempt = cursor.next()) {
                if (!firstAttempt)
                    copy += ',';
                firstAttempt = false;
                const qsizetype offset = valueStart + attempt->begin;
                copy += withoutSteps(
                    value.sliced(attempt->begin, attempt->size()), TrajectoryFormat::Unknown,
                    [&release, offset](qsizetype read) { release(offset + read); }, listEnds, base + offset);
            }
            copy += ']';
        } else {
            copy += value;
        }
        at = valueEnd;
        release(at);
    }
    copy += '}';
    return copy;
}

} // namespace

Result<TrajectoryInfo> LeanTrajectory::Private::runInfo(const StepReader &reader, const QString &path,
                                                        const QHash<qsizetype, qsizetype> &listEnds) const
{
    TrajectoryInfo info;
    if (!(format == TrajectoryFormat::MiniSweAgent && doc().startsWith('['))) {
        if (cutBefore(docEnd - docBegin))
            return changed();
        qsizetype released = releaseStart(0);
        const QByteArray rest = withoutSteps(
            doc(), format, [&](qsizetype read) { released = release(released, read); }, listEnds);
        jsondom::Element root;
        if (elementParser().parse(rest, root) == simdjson::SUCCESS) {
            try {
                switch (format) {
                case TrajectoryFormat::SweAgentV0:
                case TrajectoryFormat::SweAgentV1:
                case TrajectoryFormat::SweAgentRetry: trajectoryformats::readSweAgentInfo(root, format, info); break;
                case TrajectoryFormat::MiniSweAgent: trajectoryformats::readMiniSweAgentInfo(root, info); break;
                case TrajectoryFormat::OpenHands: trajectoryformats::readOpenHandsInfo(root, info); break;
                case TrajectoryFormat::Unknown: break;
                }
            } catch (const jsondom::JsonFailure &failure) {
                return errorAt(locateJsonPointer(doc(), failure.pointer), failure.pointer, failure.message,
                               Error::Code::Parse);
            }
        }
    }
    reader.finish(info);
    if (info.instanceId.isEmpty() && format != TrajectoryFormat::OpenHands)
        info.instanceId = trajectoryformats::instanceIdFromFileName(path);
    return info;
}

Result<std::shared_ptr<const LeanTrajectory>> LeanTrajectory::open(const QString &path, TrajectoryFormat format,
                                                                   const QString &instanceId)
{
    std::shared_ptr<LeanTrajectory> lean(new LeanTrajectory);
    lean->d = std::make_unique<Private>();
    lean->m_path = path;
    Private &d = *lean->d;
    noteDiskAccess(path, DiskAccess::Read);
    d.file.setFileName(path);
    auto fileError = [&](Error::Code code, const QString &message) {
        Error error = makeError(code, message);
        error.file = path;
        return error;
    };
    if (!d.file.open(QIODevice::ReadOnly))
        return fileError(Error::Code::Io,
                         TrajectoryParser::tr("cannot read the trajectory: %1").arg(d.file.errorString()));
    d.size = qsizetype(d.file.size());
    lean->m_fileSize = d.size;
    if (d.size == 0)
        return fileError(Error::Code::Parse, TrajectoryParser::tr("the file is empty: expected a JSON document"));
    d.base = reinterpret_cast<const char *>(d.file.map(0, d.size));
    if (!d.base)
        return fileError(Error::Code::Io,
                         TrajectoryParser::tr("cannot read the trajectory: %1").arg(d.file.errorString()));
    const QByteArrayView bytes = d.fileBytes();

    qsizetype begin = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    begin = skipJsonSpace(bytes, begin);
    if (begin >= d.size)
        return fileError(Error::Code::Parse, TrajectoryParser::tr("the file is empty: expected a JSON document"));
    // An OpenHands output.jsonl holds one instance per line: its first line is a whole document and more follows.
    // A document over many lines is read as one, whose end is never looked for here (that would read it all).
    // A document on one line is read to its end to find that end: in stretches, letting go of each behind.
    const auto lineEnd = [&](qsizetype at) {
        qsizetype released = d.releaseStart(at - d.docBegin);
        for (qsizetype from = at; from < d.size;) {
            const qsizetype to = std::min(d.size, from + ReleaseEvery);
            if (const qsizetype newline = bytes.sliced(from, to - from).indexOf('\n'); newline >= 0)
                return from + newline;
            from = to;
            released = d.release(released, from - d.docBegin);
        }
        return d.size;
    };
    d.docBegin = begin;
    d.docEnd = d.size;
    // Only OpenHands writes a document per line: a file that begins as another format is one document.
    const TrajectoryFormat begins =
        format != TrajectoryFormat::Unknown
            ? format
            : trajectoryformats::decideFormat(trajectoryformats::scanClues(bytes.sliced(begin)));
    const bool mayHoldLines = begins == TrajectoryFormat::OpenHands || begins == TrajectoryFormat::Unknown;
    const qsizetype firstLineEnd = mayHoldLines ? lineEnd(begin) : d.size;
    // Only white space after the first line: one document, whose end need not be looked for.
    const bool lines = firstLineEnd < d.size && skipJsonSpace(bytes, firstLineEnd) < d.size &&
                       jsonValueEnd(bytes.first(firstLineEnd), begin) > 0;
    if (lines) {
        d.docEnd = firstLineEnd;
        if (!instanceId.isEmpty()) {
            qsizetype released = d.releaseStart(0);
            bool found = false;
            for (qsizetype at = begin; at < d.size; at = skipJsonSpace(bytes, d.docEnd)) {
                d.docBegin = at;
                d.docEnd = lineEnd(at);
                if (memberString(d.doc(), "instance_id") == instanceId) {
                    found = true;
                    break;
                }
                released = d.release(released, d.docEnd - d.docBegin);
            }
            if (!found)
                return fileError(Error::Code::NotFound,
                                 TrajectoryParser::tr("no line has the instance_id \"%1\"").arg(instanceId));
        }
    }
    const QByteArrayView doc = d.doc();

    if (format == TrajectoryFormat::Unknown)
        format = trajectoryformats::decideFormat(trajectoryformats::scanClues(doc));
    if (format == TrajectoryFormat::Unknown) {
        return d.errorAt(0, {},
                         TrajectoryParser::tr("not a trajectory format Heddle reads: expected a SWE-agent .traj "
                                              "(\"trajectory\" or \"attempts\"), a mini-swe-agent file (\"messages\") "
                                              "or a line of OpenHands output.jsonl (\"history\")"),
                         Error::Code::Unsupported);
    }
    lean->m_format = format;
    d.format = format;
    if (format == TrajectoryFormat::OpenHands && !instanceId.isEmpty() &&
        memberString(doc, "instance_id") != instanceId) {
        return fileError(Error::Code::NotFound,
                         TrajectoryParser::tr("no line has the instance_id \"%1\"").arg(instanceId));
    }

    const auto listOf = [&](QByteArrayView object, qsizetype offset, QByteArrayView key,
                            const QString &what) -> Result<qsizetype> {
        QString why;
        const std::optional<qsizetype> start = scanTopLevelMemberStart(object, key, &why);
        if (!start)
            return d.errorAt(offset, {}, TrajectoryParser::tr("expected %1: %2").arg(what, why), Error::Code::Parse);
        if (object[*start] != '[')
            return d.errorAt(offset + *start, {}, TrajectoryParser::tr("expected %1 as an array").arg(what),
                             Error::Code::Parse);
        return offset + *start;
    };
    switch (format) {
    case TrajectoryFormat::SweAgentV0:
    case TrajectoryFormat::SweAgentV1: {
        const Result<qsizetype> start =
            listOf(doc, 0, "trajectory", TrajectoryParser::tr("the list of steps \"trajectory\""));
        if (!start)
            return start.error();
        d.lists.append({*start, 0, false});
        break;
    }
    case TrajectoryFormat::SweAgentRetry: {
        const Result<qsizetype> attempts =
            listOf(doc, 0, "attempts", TrajectoryParser::tr("the list of attempts \"attempts\""));
        if (!attempts)
            return attempts.error();
        JsonArrayCursor cursor(doc, *attempts);
        int attempt = 0;
        while (const std::optional<JsonSpan> span = cursor.next()) {
            const Result<qsizetype> start = listOf(doc.sliced(span->begin, span->size()), span->begin, "trajectory",
                                                   TrajectoryParser::tr("the list of steps \"trajectory\""));
            if (!start)
                return start.error();
            d.lists.append({*start, attempt++, false});
        }
        if (cursor.failed())
            return d.errorAt(cursor.position(), u"/attempts"_s, cursor.error(), Error::Code::Parse);
        break;
    }
    case TrajectoryFormat::MiniSweAgent: {
        if (doc.startsWith('[')) {
            d.lists.append({0, 0, true});
            break;
        }
        const Result<qsizetype> start =
            listOf(doc, 0, "messages", TrajectoryParser::tr("the list of chat messages \"messages\""));
        if (!start)
            return start.error();
        d.lists.append({*start, 0, false});
        break;
    }
    case TrajectoryFormat::OpenHands: {
        const Result<qsizetype> start =
            listOf(doc, 0, "history", TrajectoryParser::tr("the list of events \"history\""));
        if (!start)
            return start.error();
        d.lists.append({*start, 0, false});
        break;
    }
    case TrajectoryFormat::Unknown: break;
    }
    // Finding the lists may have read past a large one (SWE-agent's "history" after its "trajectory"): its pages go.
    d.release(d.releaseStart(0), d.docEnd - d.docBegin);
    return std::shared_ptr<const LeanTrajectory>(std::move(lean));
}

Result<TrajectoryInfo> LeanTrajectory::readSteps(const std::function<void(QList<LeanStep>)> &batch,
                                                 const JobControl &job, bool whole) const
{
    const std::unique_ptr<StepReader> reader = trajectoryformats::makeStepReader(m_format);
    // A step can still grow while the elements after it are read (the observations of mini-swe-agent and
    // OpenHands follow their action), so all but the newest one are given.
    const bool oneElementEach = m_format == TrajectoryFormat::SweAgentV0 || m_format == TrajectoryFormat::SweAgentV1 ||
                                m_format == TrajectoryFormat::SweAgentRetry;
    QList<LeanStep> records; // of the steps given, where a step can grow after it was given
    QList<LeanStep> pending;
    QList<JsonSpan> spans;              // of each row: its elements' bytes
    QList<std::pair<int, int>> origins; // of each row: its list and first element
    qsizetype given = 0;
    QElapsedTimer sinceBatch;
    sinceBatch.start();
    bool firstBatch = true;
    qsizetype released = d->releaseStart(0);
    QHash<qsizetype, qsizetype> listEnds;

    // Only rows with their elements' bytes recorded are given (reader->steps and spans grow together).
    const auto record = [&](qsizetype row) {
        LeanStep step = previewOf(reader->steps[row], whole);
        step.begin = spans.at(row).begin;
        step.end = spans.at(row).end;
        step.list = origins.at(row).first;
        step.firstElement = origins.at(row).second;
        return step;
    };
    const auto send = [&](bool force) {
        const qsizetype ready = oneElementEach || force ? reader->steps.size() : reader->steps.size() - 1;
        for (; given < ready; ++given) {
            pending.append(record(given));
            if (!oneElementEach) {
                records.append(pending.last()); // for a late observation
            } else if (whole) {
                // Nothing comes later to a step of one element: its whole texts go with the batch they are given in,
                // and are not kept to the end of the file.
                TrajectoryStep &read = reader->steps[given];
                read.thought = QString();
                read.action = QString();
                read.observation = QString();
            }
        }
        const bool due = firstBatch ? pending.size() >= 32 : pending.size() >= 4096 || sinceBatch.elapsed() >= 100;
        if (!pending.isEmpty() && (force || due)) {
            batch(std::exchange(pending, {}));
            firstBatch = false;
            sinceBatch.restart();
        }
    };

    for (const StepList &list : std::as_const(d->lists)) {
        reader->attempt = list.attempt;
        JsonArrayCursor cursor(d->doc(), list.start);
        int index = 0;
        while (const std::optional<JsonSpan> span = cursor.next()) {
            if (d->cutBefore(d->docEnd - d->docBegin)) {
                send(true);
                return d->changed();
            }
            if ((index & 63) == 0 && job.isStopRequested()) {
                return makeError(Error::Code::Cancelled, TrajectoryParser::tr("the trajectory is no longer wanted"));
            }
            const qsizetype before = reader->steps.size();
            const Result<qsizetype> row = d->readElement(*reader, list, index, *span);
            if (!row) {
                // A step the broken element began has no bytes to be read again from: only those before it go.
                reader->steps.resize(before);
                send(true);
                return row.error();
            }
            for (qsizetype made = before; made < reader->steps.size(); ++made) {
                spans.append(*span);
                origins.append({list.attempt, index});
            }
            if (*row >= 0 && *row < spans.size())
                spans[*row].end = std::max(spans[*row].end, span->end);
            if (*row >= 0 && *row < given && !oneElementEach) {
                // A late observation: the step given before is given again, its line counts grown by the new text.
                LeanStep old = records.at(*row);
                LeanStep again = record(*row);
                if (!old.whole) {
                    again.thoughtLines = std::max(again.thoughtLines, old.thoughtLines);
                    again.actionLines = std::max(again.actionLines, old.actionLines);
                    again.observationLines =
                        old.observationLines + std::max(0, again.observationLines - lineCount(old.preview.observation));
                    again.whole = false;
                }
                records[*row] = again;
                pending.append(again);
            }
            send(false);
            released = d->release(released, cursor.position());
            ++index;
            if ((index & 255) == 0)
                job.setProgress(
                    int(qint64(cursor.position()) * 1000 / std::max<qsizetype>(1, d->docEnd - d->docBegin)));
        }
        if (cursor.failed()) {
            send(true);
            return d->errorAt(cursor.position(), {}, cursor.error(), Error::Code::Parse);
        }
        listEnds.insert(list.start, cursor.position() + 1); // past the ']' the cursor stopped at
    }
    send(true);

    return d->runInfo(*reader, m_path, listEnds);
}

Result<TrajectoryKinds> LeanTrajectory::readKinds(const JobControl &job) const
{
    const std::unique_ptr<StepReader> reader = trajectoryformats::makeStepReader(m_format);
    reader->kindsOnly = true;
    qsizetype released = d->releaseStart(0);
    QHash<qsizetype, qsizetype> listEnds;
    for (const StepList &list : std::as_const(d->lists)) {
        reader->attempt = list.attempt;
        JsonArrayCursor cursor(d->doc(), list.start);
        int index = 0;
        while (const std::optional<JsonSpan> span = cursor.next()) {
            if ((index & 63) == 0 && d->cutBefore(d->docEnd - d->docBegin))
                return d->changed();
            if ((index & 63) == 0 && job.isStopRequested())
                return makeError(Error::Code::Cancelled, TrajectoryParser::tr("the trajectory is no longer wanted"));
            if (const Result<qsizetype> row = d->readElement(*reader, list, index, *span); !row)
                return row.error();
            released = d->release(released, cursor.position());
            ++index;
        }
        if (cursor.failed())
            return d->errorAt(cursor.position(), {}, cursor.error(), Error::Code::Parse);
        listEnds.insert(list.start, cursor.position() + 1); // past the ']' the cursor stopped at
    }
    TrajectoryKinds read;
    read.kinds.reserve(reader->steps.size());
    for (const TrajectoryStep &step : std::as_const(reader->steps))
        read.kinds.append(step.kind);
    Result<TrajectoryInfo> info = d->runInfo(*reader, m_path, listEnds);
    if (!info)
        return info.error();
    read.info = std::move(*info);
    return read;
}

qsizetype LeanTrajectory::releasePages(qsizetype mark, qsizetype before) const
{
    return d->release(mark < 0 ? d->releaseStart(0) : mark, std::min(before, d->docEnd - d->docBegin));
}

Result<TrajectoryStep> LeanTrajectory::step(const LeanStep &where) const
{
    if (where.whole)
        return where.preview;
    noteDiskAccess(m_path, DiskAccess::Read); // the mapped file's pages
    const std::unique_ptr<StepReader> reader = trajectoryformats::makeStepReader(m_format);
    reader->continuing = true;
    reader->attempt = where.preview.attempt;
    const StepList list = where.list < d->lists.size() ? d->lists.at(where.list) : StepList{};
    if (d->cutBefore(where.end))
        return d->changed();
    JsonArrayCursor cursor(d->doc().first(std::min(where.end, d->docEnd - d->docBegin)), where.begin, true);
    int index = where.firstElement;
    while (const std::optional<JsonSpan> span = cursor.next()) {
        const Result<qsizetype> row = d->readElement(*reader, list, index++, *span);
        if (!row)
            return row.error();
        if (span->end >= where.end)
            break;
    }
    if (reader->steps.isEmpty()) {
        return d->errorAt(
            where.begin, {},
            TrajectoryParser::tr("step %1 cannot be read again: the file changed").arg(where.preview.index + 1),
            Error::Code::Parse);
    }
    // The texts come from the file; what depends on the steps before (a step's share of running totals) is the
    // preview's.
    TrajectoryStep step = where.preview;
    TrajectoryStep &read = reader->steps.first();
    step.thought = std::move(read.thought);
    step.action = std::move(read.action);
    step.observation = std::move(read.observation);
    return step;
}

QList<int> LeanTrajectory::find(const QString &text, const QList<LeanStep> &steps, const JobControl &job) const
{
    QList<int> found;
    if (text.isEmpty())
        return found;
    const bool verbatim = appearsVerbatim(text);
    const AsciiFinder finder(verbatim ? text.toLatin1() : QByteArray("\x01"));
    qsizetype released = d->releaseStart(0);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        if ((i & 63) == 0 && job.isStopRequested())
            break;
        const LeanStep &step = steps.at(i);
        if (d->cutBefore(std::min(step.end, d->docEnd - d->docBegin)))
            break;
        released = d->release(std::min(released, d->releaseStart(step.begin)), step.begin);
        if (stepContains(step.preview, text)) {
            found.append(step.preview.index);
            continue;
        }
        if (step.whole)
            continue;
        const qsizetype end = std::min(step.end, d->docEnd - d->docBegin);
        if (verbatim && !finder.in(d->doc().sliced(step.begin, end - step.begin)))
            continue;
        const Result<TrajectoryStep> whole = this->step(step);
        if (whole && stepContains(*whole, text))
            found.append(step.preview.index);
    }
    return found;
}

} // namespace heddle
