#include <core/trajectory/trajectoryparser.h>

#include <core/trajectory/trajectoryformats.h>
#include <core/trajectory/trajectoryjson.h>

#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <cstdlib>
#include <cstring>
#include <memory>

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#endif

namespace heddle {

using namespace Qt::StringLiterals;
using trajectoryjson::TrajectoryParser;

namespace {

namespace ondemand = simdjson::ondemand;

// The text being parsed, with the padding simdjson reads past its end.
struct PaddedText {
    const char *data = nullptr;
    qsizetype size = 0;
    qsizetype capacity = 0; // size plus padding
    QByteArrayView view() const { return {data, size}; }
};

struct Range {
    qsizetype begin = 0;
    qsizetype end = 0;
};

// In a large trajectory, touching fresh memory pages costs more than parsing: a 50 MB file needs tens of thousands
// of them for its text and simdjson's tape. Each thread keeps both for the next trajectory it reads. Threads of the
// global pool end after 30 s without work and free them.
struct ThreadBuffers {
    struct Free {
        void operator()(char *p) const { std::free(p); }
    };

    simdjson::dom::parser parser;
    std::unique_ptr<char, Free> text;
    qsizetype capacity = 0;

    // Room for size bytes and simdjson's padding; nullptr when the memory cannot be had.
    char *textBuffer(qsizetype size)
    {
        const qsizetype needed = size + qsizetype(simdjson::SIMDJSON_PADDING);
        if (needed > capacity) {
            constexpr qsizetype hugePage = 2 * 1024 * 1024;
            const qsizetype rounded = (needed + hugePage - 1) / hugePage * hugePage;
            text.reset();
            capacity = 0;
            text.reset(static_cast<char *>(std::aligned_alloc(size_t(hugePage), size_t(rounded))));
            if (!text)
                return nullptr;
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
            // Whole 2 MB pages where the system offers them: reading 50 MB then faults 25 pages in, not 12,000.
            if (rounded >= 4 * hugePage)
                madvise(text.get(), size_t(rounded), MADV_HUGEPAGE);
#endif
            capacity = rounded;
        }
        std::memset(text.get() + size, 0, simdjson::SIMDJSON_PADDING);
        return text.get();
    }
};

ThreadBuffers &threadBuffers()
{
    thread_local ThreadBuffers buffers;
    return buffers;
}

Error parseError(QString message, QString detail = {})
{
    return makeError(Error::Code::Parse, std::move(message), std::move(detail));
}

// 1-based line, and column in characters (UTF-8 continuation bytes are not counted), of a byte offset.
void setPosition(Error &error, QByteArrayView text, qsizetype offset)
{
    offset = qBound(qsizetype(0), offset, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        if ((uchar(text[i]) & 0xC0) != 0x80)
            ++column;
    error.line = line;
    error.column = column;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

QString syntaxMessage(simdjson::error_code code)
{
    switch (code) {
    case simdjson::T_ATOM_ERROR:
    case simdjson::F_ATOM_ERROR:
    case simdjson::N_ATOM_ERROR:
    case simdjson::INCORRECT_TYPE:
        return TrajectoryParser::tr("invalid JSON: expected a value (a string, a number, an object, an array, true, "
                                    "false or null)");
    case simdjson::NUMBER_ERROR: return TrajectoryParser::tr("invalid JSON: expected a number");
    case simdjson::STRING_ERROR:
        return TrajectoryParser::tr("invalid JSON: expected a valid escape sequence in a string");
    case simdjson::UNESCAPED_CHARS:
        return TrajectoryParser::tr("invalid JSON: expected control characters in a string to be escaped");
    case simdjson::UTF8_ERROR: return TrajectoryParser::tr("invalid JSON: expected UTF-8 text");
    case simdjson::UNCLOSED_STRING:
        return TrajectoryParser::tr("invalid JSON: expected the closing quote of the string that starts here");
    case simdjson::DEPTH_ERROR: return TrajectoryParser::tr("invalid JSON: nested deeper than Heddle reads");
    default: return TrajectoryParser::tr("invalid JSON: expected a comma, a colon, a closing bracket or a value here");
    }
}

// The document is cut short when a string or a bracket is still open at its end; simdjson then points at the last
// complete token, while the place to look is the end.
std::optional<QString> truncation(QByteArrayView text)
{
    QByteArray open;
    bool inString = false;
    bool rawLineBreakInString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            else if (c == '\n')
                rawLineBreakInString = true;
            continue;
        }
        if (c == '"') {
            inString = true;
            rawLineBreakInString = false;
        } else if (c == '{' || c == '[') {
            open.append(c);
        } else if (c == '}' || c == ']') {
            // A bracket closed by the wrong one, or one too many: broken, not cut short.
            if (open.isEmpty() || open.back() != (c == '}' ? '{' : '['))
                return std::nullopt;
            open.chop(1);
        }
    }
    // A string cut short holds no raw line break (JSON escapes them); one that runs over lines lost a quote earlier.
    if (inString && rawLineBreakInString)
        return std::nullopt;
    if (inString)
        return TrajectoryParser::tr(
            "the JSON ends inside a string: expected its closing quote (is the file truncated?)");
    if (!open.isEmpty()) {
        return TrajectoryParser::tr("the JSON ends early: expected %1 (is the file truncated?)")
            .arg(open.back() == '{' ? u"'}'"_s : u"']'"_s);
    }
    return std::nullopt;
}

// The first byte that does not start a valid UTF-8 sequence, or -1.
qsizetype firstInvalidUtf8(QByteArrayView text)
{
    qsizetype i = 0;
    while (i < text.size()) {
        const uchar c = uchar(text[i]);
        int length = 0;
        char32_t minimum = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            length = 2;
            minimum = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3;
            minimum = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4;
            minimum = 0x10000;
        } else {
            return i;
        }
        if (i + length > text.size())
            return i;
        char32_t code = c & (0x7F >> length);
        for (int k = 1; k < length; ++k) {
            const uchar next = uchar(text[i + k]);
            if ((next & 0xC0) != 0x80)
                return i;
            code = (code << 6) | (next & 0x3F);
        }
        if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return i;
        i += length;
    }
    return -1;
}

// simdjson finds these while indexing the text, before it knows positions; they are looked for here instead. Strings
// are told apart by quote parity as simdjson does, so an unclosed string is the one its last quote opens.
qsizetype indexingErrorOffset(simdjson::error_code code, QByteArrayView text)
{
    if (code == simdjson::UTF8_ERROR)
        return firstInvalidUtf8(text);
    bool inString = false;
    qsizetype lastQuote = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString && c == '\\') {
            ++i;
        } else if (c == '"') {
            inString = !inString;
            lastQuote = i;
        } else if (inString && uchar(c) < 0x20 && code == simdjson::UNESCAPED_CHARS) {
            return i;
        }
    }
    return code == simdjson::UNCLOSED_STRING ? lastQuote : -1;
}

simdjson::error_code walk(ondemand::value value)
{
    ondemand::json_type type;
    if (const simdjson::error_code code = value.type().get(type))
        return code;
    switch (type) {
    case ondemand::json_type::object: {
        ondemand::object object;
        if (const simdjson::error_code code = value.get_object().get(object))
            return code;
        for (auto field : object) {
            ondemand::value child;
            if (const simdjson::error_code code = field.value().get(child))
                return code;
            if (const simdjson::error_code code = walk(child))
                return code;
        }
        return simdjson::SUCCESS;
    }
    case ondemand::json_type::array: {
        ondemand::array array;
        if (const simdjson::error_code code = value.get_array().get(array))
            return code;
        for (auto element : array) {
            ondemand::value child;
            if (const simdjson::error_code code = element.get(child))
                return code;
            if (const simdjson::error_code code = walk(child))
                return code;
        }
        return simdjson::SUCCESS;
    }
    case ondemand::json_type::string: {
        std::string_view ignored;
        return value.get_string().get(ignored);
    }
    case ondemand::json_type::number: {
        ondemand::number ignored;
        return value.get_number().get(ignored);
    }
    case ondemand::json_type::boolean: {
        bool ignored = false;
        return value.get_bool().get(ignored);
    }
    case ondemand::json_type::null: {
        bool isNull = false;
        if (const simdjson::error_code code = value.is_null().get(isNull))
            return code;
        return isNull ? simdjson::SUCCESS : simdjson::N_ATOM_ERROR;
    }
    }
    return simdjson::SUCCESS;
}

// The DOM parser says what is wrong but not where; walking the text again on demand stops at the faulty token.
Error syntaxError(const PaddedText &text, Range range, simdjson::error_code domCode)
{
    const QByteArrayView document = text.view().sliced(range.begin, range.end - range.begin);
    const QString simdjsonText = QString::fromUtf8(simdjson::error_message(domCode));
    if (domCode == simdjson::EMPTY)
        return parseError(TrajectoryParser::tr("the file is empty: expected a JSON document"));
    if (const std::optional<QString> message = truncation(document)) {
        Error error = parseError(*message, simdjsonText);
        qsizetype end = range.end;
        while (end > range.begin && isSpace(text.data[end - 1]))
            --end;
        setPosition(error, text.view(), end);
        return error;
    }

    Error error = parseError(syntaxMessage(domCode), simdjsonText);
    if (domCode == simdjson::UTF8_ERROR || domCode == simdjson::UNESCAPED_CHARS ||
        domCode == simdjson::UNCLOSED_STRING) {
        if (const qsizetype offset = indexingErrorOffset(domCode, document); offset >= 0)
            setPosition(error, text.view(), range.begin + offset);
        return error;
    }
    ondemand::parser parser;
    ondemand::document doc;
    const simdjson::padded_string_view view(text.data + range.begin, size_t(range.end - range.begin),
                                            size_t(text.capacity - range.begin));
    if (parser.iterate(view).get(doc) != simdjson::SUCCESS)
        return error;
    ondemand::value root;
    simdjson::error_code code = doc.get_value().get(root);
    if (code == simdjson::SUCCESS)
        code = walk(root);
    const char *location = nullptr;
    if (doc.current_location().get(location) != simdjson::SUCCESS)
        return error;
    if (code == simdjson::SUCCESS) {
        // Every value was fine, so what fails is what follows the document.
        error.message =
            TrajectoryParser::tr("invalid JSON: expected the end of the document after its top-level value");
    } else if (code != domCode) {
        error.message = syntaxMessage(code);
    }
    setPosition(error, text.view(), location - text.data);
    return error;
}

// A value's place in the text, found again from its JSON pointer; for a missing key, the object that lacks it.
std::optional<qsizetype> locatePointer(const PaddedText &text, Range range, QString pointer)
{
    ondemand::parser parser;
    const simdjson::padded_string_view view(text.data + range.begin, size_t(range.end - range.begin),
                                            size_t(text.capacity - range.begin));
    while (true) {
        ondemand::document doc;
        if (parser.iterate(view).get(doc) != simdjson::SUCCESS)
            return std::nullopt;
        const QByteArray utf8 = pointer.toUtf8();
        std::string_view token;
        simdjson::error_code code = simdjson::SUCCESS;
        if (pointer.isEmpty()) {
            code = doc.raw_json_token().get(token);
        } else {
            ondemand::value value;
            code = doc.at_pointer(std::string_view(utf8.constData(), size_t(utf8.size()))).get(value);
            if (code == simdjson::SUCCESS)
                token = value.raw_json_token();
        }
        if (code == simdjson::SUCCESS)
            return qsizetype(token.data() - text.data);
        if (pointer.isEmpty())
            return std::nullopt;
        pointer.truncate(pointer.lastIndexOf(u'/'));
    }
}

Error failureError(const trajectoryjson::Failure &failure, const PaddedText &text, Range range)
{
    Error error = parseError(failure.message);
    error.pointer = failure.pointer;
    if (const std::optional<qsizetype> offset = locatePointer(text, range, failure.pointer))
        setPosition(error, text.view(), *offset);
    return error;
}

Error unknownFormatError()
{
    return makeError(Error::Code::Unsupported,
                     TrajectoryParser::tr("not a trajectory format Heddle reads: expected a SWE-agent .traj "
                                          "(\"trajectory\" or \"attempts\"), a mini-swe-agent file (\"messages\") or "
                                          "a line of OpenHands output.jsonl (\"history\")"));
}

QList<Range> nonEmptyLines(QByteArrayView text)
{
    QList<Range> lines;
    qsizetype begin = 0;
    while (begin < text.size()) {
        qsizetype end = text.indexOf('\n', begin);
        if (end < 0)
            end = text.size();
        qsizetype first = begin;
        while (first < end && isSpace(text[first]))
            ++first;
        if (first < end)
            lines.append({begin, end});
        begin = end + 1;
    }
    return lines;
}

Result<Trajectory> readDocument(simdjson::dom::parser &parser, const PaddedText &text, Range range,
                                TrajectoryFormat format)
{
    simdjson::dom::element root;
    const simdjson::error_code code =
        parser.parse(text.data + range.begin, size_t(range.end - range.begin), false).get(root);
    if (code != simdjson::SUCCESS)
        return syntaxError(text, range, code);
    if (format == TrajectoryFormat::Unknown)
        format = trajectoryformats::decideFormat(trajectoryformats::cluesOf(root));
    try {
        switch (format) {
        case TrajectoryFormat::SweAgentV0:
        case TrajectoryFormat::SweAgentV1:
        case TrajectoryFormat::SweAgentRetry: return trajectoryformats::readSweAgent(root, format);
        case TrajectoryFormat::MiniSweAgent: return trajectoryformats::readMiniSweAgent(root);
        case TrajectoryFormat::OpenHands: return trajectoryformats::readOpenHands(root);
        case TrajectoryFormat::Unknown: break;
        }
    } catch (const trajectoryjson::Failure &failure) {
        return failureError(failure, text, range);
    } catch (const std::exception &e) {
        return parseError(TrajectoryParser::tr("could not read the trajectory"), QString::fromUtf8(e.what()));
    }
    Error error = unknownFormatError();
    qsizetype first = range.begin;
    while (first < range.end && isSpace(text.data[first]))
        ++first;
    setPosition(error, text.view(), first);
    return error;
}

// An OpenHands output.jsonl holds one instance per line. A lone document that spans lines (a pretty-printed .traj)
// is one document even when its first line happens to be valid JSON, so lines are used only when the first line is
// a document by itself and more follows.
std::optional<QList<Range>> jsonLines(simdjson::dom::parser &parser, const PaddedText &text)
{
    const QByteArrayView view = text.view();
    qsizetype begin = 0;
    while (begin < view.size() && isSpace(view[begin]))
        ++begin;
    qsizetype end = view.indexOf('\n', begin);
    if (end < 0)
        return std::nullopt;
    qsizetype next = end;
    while (next < view.size() && isSpace(view[next]))
        ++next;
    if (next == view.size())
        return std::nullopt;
    simdjson::dom::element ignored;
    if (parser.parse(text.data + begin, size_t(end - begin), false).get(ignored) != simdjson::SUCCESS)
        return std::nullopt;
    return nonEmptyLines(view);
}

Result<Trajectory> parsePadded(const PaddedText &text, TrajectoryFormat format, const QString &instanceId)
{
    simdjson::dom::parser &parser = threadBuffers().parser;
    Range whole{0, text.size};
    if (text.size == 0 || text.view().trimmed().isEmpty())
        return parseError(TrajectoryParser::tr("the file is empty: expected a JSON document"));

    const std::optional<QList<Range>> lines = jsonLines(parser, text);
    if (!lines) {
        Result<Trajectory> result = readDocument(parser, text, whole, format);
        if (result && !instanceId.isEmpty() && result->format == TrajectoryFormat::OpenHands &&
            result->info.instanceId != instanceId) {
            return makeError(Error::Code::NotFound,
                             TrajectoryParser::tr("no line has the instance_id \"%1\"").arg(instanceId));
        }
        return result;
    }

    if (instanceId.isEmpty())
        return readDocument(parser, text, lines->front(), format);
    const QByteArray quoted = '"' + instanceId.toUtf8() + '"';
    for (const Range &line : *lines) {
        const QByteArrayView lineText = text.view().sliced(line.begin, line.end - line.begin);
        if (!lineText.contains(quoted))
            continue;
        simdjson::dom::element root;
        if (const simdjson::error_code code = parser.parse(lineText.data(), size_t(lineText.size()), false).get(root)) {
            return syntaxError(text, line, code);
        }
        if (trajectoryjson::lookupString(root, {"instance_id"}) == instanceId)
            return readDocument(parser, text, line, format);
    }
    return makeError(Error::Code::NotFound, TrajectoryParser::tr("no line has the instance_id \"%1\"").arg(instanceId));
}

// SWE-agent and mini-swe-agent name the file after the instance (<instance_id>.traj, <instance_id>.traj.json).
QString instanceIdFromFileName(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    for (const QStringView suffix : {u".traj.json", u".traj"}) {
        if (name.endsWith(suffix) && name.size() > suffix.size())
            return name.chopped(suffix.size());
    }
    return {};
}

} // namespace

TrajectoryFormat detectTrajectoryFormat(QByteArrayView bytes)
{
    return trajectoryformats::decideFormat(trajectoryformats::scanClues(bytes));
}

Result<Trajectory> parseTrajectory(QByteArrayView bytes, TrajectoryFormat format, const QString &instanceId)
{
    char *buffer = threadBuffers().textBuffer(bytes.size());
    if (!buffer)
        return makeError(Error::Code::Io, TrajectoryParser::tr("not enough memory to read the trajectory"));
    if (!bytes.isEmpty())
        std::memcpy(buffer, bytes.data(), size_t(bytes.size()));
    const PaddedText text{buffer, bytes.size(), bytes.size() + qsizetype(simdjson::SIMDJSON_PADDING)};
    return parsePadded(text, format, instanceId);
}

Result<Trajectory> loadTrajectory(const QString &path, TrajectoryFormat format, const QString &instanceId)
{
    QFile file(path);
    auto ioError = [&](const QString &reason) {
        Error error = makeError(Error::Code::Io, TrajectoryParser::tr("cannot read the trajectory: %1").arg(reason));
        error.file = path;
        return error;
    };
    if (!file.open(QIODevice::ReadOnly))
        return ioError(file.errorString());
    const qint64 size = file.size();
    // Read straight into the padded buffer simdjson needs: a copy of a large trajectory would cost as much as parsing.
    char *buffer = threadBuffers().textBuffer(qsizetype(size));
    if (!buffer)
        return ioError(TrajectoryParser::tr("not enough memory"));
    qint64 read = 0;
    while (read < size) {
        const qint64 n = file.read(buffer + read, size - read);
        if (n <= 0)
            return ioError(file.errorString());
        read += n;
    }
    const PaddedText text{buffer, qsizetype(size), qsizetype(size) + qsizetype(simdjson::SIMDJSON_PADDING)};
    Result<Trajectory> result = parsePadded(text, format, instanceId);
    if (!result) {
        Error error = result.error();
        error.file = path;
        return error;
    }
    Trajectory &trajectory = result.value();
    if (trajectory.info.instanceId.isEmpty() && trajectory.format != TrajectoryFormat::OpenHands)
        trajectory.info.instanceId = instanceIdFromFileName(path);
    return result;
}

QFuture<Result<Trajectory>> loadTrajectoryAsync(const QString &path, TrajectoryFormat format, const QString &instanceId)
{
    return QtConcurrent::run([path, format, instanceId] { return loadTrajectory(path, format, instanceId); });
}

} // namespace heddle
