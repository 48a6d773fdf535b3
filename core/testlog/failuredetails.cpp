#include <core/testlog/failuredetails.h>

#include <core/testlog/logline.h>
#include <core/testlog/testlogformats.h>

#include <QList>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

/// One frame of a pytest traceback: the code shown, the '>' statement, the "E" lines and where it was.
struct Entry {
    QString file;
    int line = 0;
    QString raised;     // the exception type the long format names after the raising frame's place
    QStringList marked; // the '>' line and the source lines after it, up to the "E" lines
    QStringList explanation;
};

/// The traceback of one failure, frame by frame, in the order pytest prints them (a chained exception's frames
/// follow the ones of the exception it replaced).
class TracebackReader
{
public:
    void add(const QString &line)
    {
        static const QRegularExpression location(u"^([^\\s:][^:]*):(\\d+):(?: (.*))?$"_s);
        const QRegularExpressionMatch at = location.match(line);
        // --tb=short names the place first ("tests/t.py:5: in test_x"), then the statement, then the "E" lines.
        if (at.hasMatch() && at.captured(3).startsWith(u"in "_s)) {
            Entry entry;
            entry.file = at.captured(1);
            entry.line = at.captured(2).toInt();
            m_entries.append(std::move(entry));
            m_short = true;
            return;
        }
        if (m_short) {
            if (line.startsWith(u"E "_s) || line == u"E"_s)
                m_entries.last().explanation.append(line.mid(1));
            else if (line.startsWith(u"    "_s) && m_entries.last().explanation.isEmpty())
                m_entries.last().marked.append(line.trimmed());
            return;
        }
        if (line.startsWith(u'>')) {
            m_current.marked = {line.mid(1).trimmed()};
            m_inMarked = true;
        } else if (line.startsWith(u"E "_s) || line == u"E"_s) {
            m_current.explanation.append(line.mid(1));
            m_inMarked = false;
        } else if (at.hasMatch()) {
            m_current.file = at.captured(1);
            m_current.line = at.captured(2).toInt();
            m_current.raised = at.captured(3).trimmed();
            m_entries.append(std::move(m_current));
            m_current = {};
            m_inMarked = false;
        } else if (m_inMarked && line.startsWith(u"    "_s) && !line.trimmed().isEmpty()) {
            m_current.marked.append(line.trimmed());
        } else {
            m_inMarked = false;
        }
    }

    /// The failure's detail: the last explanation given, and the last frame in testFile (any file when empty).
    FailureDetail detail(const QString &testFile) const
    {
        FailureDetail d;
        // The last exception raised explains the failure: the newest entry with an explanation.
        for (qsizetype i = m_entries.size() - 1; i >= 0; --i) {
            if (!m_entries[i].explanation.isEmpty()) {
                d.message = explanationText(m_entries[i].explanation);
                d.raisedIn = m_entries[i].file;
                d.exception = m_entries[i].raised;
                break;
            }
        }
        if (d.message.isEmpty() && !m_current.explanation.isEmpty())
            d.message = explanationText(m_current.explanation);
        const Entry *at = nullptr;
        for (auto it = m_entries.crbegin(); it != m_entries.crend() && !at; ++it)
            if (testFile.isEmpty() || it->file == testFile)
                at = &*it;
        if (!at && !m_entries.isEmpty())
            at = &m_entries.first(); // the test function's own frame comes first
        if (at) {
            d.file = at->file;
            d.line = at->line;
            d.sourceLine = at->marked.join(u' ');
        }
        return d;
    }

    /// The file of the test function's own frame: the first frame below the rootdir (pytest names those relative to
    /// it; a plugin's wrapper, pytest-mock's, comes first with an absolute path), else the first.
    QString firstFile() const
    {
        for (const Entry &e : m_entries)
            if (!e.file.startsWith(u'/'))
                return e.file;
        return m_entries.isEmpty() ? QString() : m_entries.first().file;
    }

private:
    static QString explanationText(const QStringList &lines)
    {
        // pytest indents the "E" lines as deep as the code; the common indentation says nothing.
        qsizetype indent = -1;
        for (const QString &l : lines) {
            qsizetype n = 0;
            while (n < l.size() && l[n] == u' ')
                ++n;
            if (n < l.size() && (indent < 0 || n < indent))
                indent = n;
        }
        QStringList out;
        for (const QString &l : lines) {
            QString text = l.mid(qMax<qsizetype>(indent, 0));
            // What plugins add after pytest's own explanation: pytest-mock's introspection of a mock's calls,
            // hypothesis's falsifying example. The explanation reads the same with them installed or not.
            if (text.startsWith(u"pytest introspection follows:"_s) || text.startsWith(u"Falsifying example:"_s))
                break;
            while (!text.isEmpty() && text.back().isSpace())
                text.chop(1);
            out.append(text);
        }
        return out.join(u'\n').trimmed();
    }

    QList<Entry> m_entries;
    Entry m_current;
    bool m_inMarked = false;
    bool m_short = false;
};

QString fileOfNodeId(const QString &id)
{
    const qsizetype colons = id.indexOf(u"::"_s);
    return colons < 0 ? QString() : id.left(colons);
}

/// "TestC.test_x[1]", the form pytest's section headers give "tests/t.py::TestC::test_x[1]".
QString headerForm(const QString &id)
{
    const qsizetype colons = id.indexOf(u"::"_s);
    QString rest = colons < 0 ? id : id.mid(colons + 2);
    const qsizetype bracket = rest.indexOf(u'[');
    QString head = bracket < 0 ? rest : rest.left(bracket);
    head.replace(u"::"_s, u"."_s);
    return bracket < 0 ? head : head + rest.mid(bracket);
}

QString nodeIdFromHeader(const QString &header, const QString &file)
{
    const qsizetype bracket = header.indexOf(u'[');
    QString head = bracket < 0 ? header : header.left(bracket);
    head.replace(u'.', u"::"_s);
    const QString name = bracket < 0 ? head : head + header.mid(bracket);
    return file.isEmpty() ? name : file + u"::"_s + name;
}

QHash<QString, FailureDetail> fromPytestLog(QByteArrayView bytes)
{
    static const QRegularExpression heading(u"^=+ (.*?) =+$"_s);
    static const QRegularExpression sectionHeader(u"^_{3,} (.+?) _{3,}$"_s);
    static const QRegularExpression subHeading(u"^-{3,} .* -{3,}$"_s);

    struct Section {
        QString header;
        TracebackReader traceback;
    };
    QList<Section> sections;
    QHash<QString, QString> summary;  // node id -> the summary line's message
    QHash<QString, QString> byHeader; // header form -> node id
    QStringList summaryOrder;
    bool inFailures = false;
    bool inCaptured = false;
    testlog::LineReader reader(bytes);
    QByteArrayView raw;
    while (reader.next(raw)) {
        if (raw.startsWith("FAILED ")) {
            // "FAILED (failures=3)" ends a unittest run: a pytest id names its file.
            const std::optional<testlog::TestLine> t = testlog::matchPytestLine(raw);
            if (t && t->id.contains("::")) {
                const QString id = QString::fromUtf8(t->id);
                QString rest = QString::fromUtf8(raw.sliced(7 + t->id.size()));
                summary.insert(id, rest.startsWith(u" - "_s) ? rest.mid(3).trimmed() : QString());
                byHeader.insert(headerForm(id), id);
                summaryOrder.append(id);
                continue;
            }
        }
        if (raw.startsWith("===")) {
            const QString line = QString::fromUtf8(raw);
            if (const QRegularExpressionMatch m = heading.match(line); m.hasMatch()) {
                inFailures = m.captured(1) == u"FAILURES"_s;
                inCaptured = false;
                continue;
            }
        }
        if (!inFailures)
            continue;
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(u"___"_s)) {
            if (const QRegularExpressionMatch m = sectionHeader.match(line); m.hasMatch()) {
                sections.append({m.captured(1), {}});
                inCaptured = false;
                continue;
            }
        }
        if (line.startsWith(u"---"_s) && subHeading.match(line).hasMatch()) {
            inCaptured = true; // captured stdout, stderr or logging: the program's words, not pytest's
            continue;
        }
        if (!inCaptured && !sections.isEmpty())
            sections.last().traceback.add(line);
    }

    QHash<QString, FailureDetail> details;
    for (const Section &s : std::as_const(sections)) {
        // Tests of several files share names: the file of the test's own frame says which one the header means.
        QString id = nodeIdFromHeader(s.header, s.traceback.firstFile());
        if (!summary.isEmpty() && !summary.contains(id))
            id = byHeader.value(s.header, id);
        FailureDetail d = s.traceback.detail(fileOfNodeId(id));
        d.test = id;
        if (d.message.isEmpty())
            d.message = summary.value(id);
        details.insert(id, d);
    }
    // With --tb=no or --tb=line only the summary explains a failure.
    for (const QString &id : std::as_const(summaryOrder)) {
        if (details.contains(id))
            continue;
        FailureDetail d;
        d.test = id;
        d.message = summary.value(id);
        d.file = fileOfNodeId(id);
        details.insert(id, d);
    }
    return details;
}

QHash<QString, FailureDetail> fromJUnit(QByteArrayView bytes)
{
    QHash<QString, FailureDetail> details;
    QXmlStreamReader xml(QByteArray::fromRawData(bytes.data(), bytes.size()));
    QString classname, name, file;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"testcase") {
            const QXmlStreamAttributes a = xml.attributes();
            classname = a.value("classname"_L1).toString();
            name = a.value("name"_L1).toString();
            file = a.value("file"_L1).toString();
        } else if (xml.name() == u"failure") {
            const QString message = xml.attributes().value("message"_L1).toString();
            const QString body = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            TracebackReader traceback;
            for (const QString &line : body.split(u'\n'))
                traceback.add(line);
            const QString id = testlog::pytestNodeId(classname, name, file);
            FailureDetail d = traceback.detail(fileOfNodeId(id));
            d.test = id;
            // The report's message is the exception line and its explanation, indented by two.
            QStringList lines = message.split(u'\n');
            for (QString &l : lines)
                l = l.trimmed();
            if (!message.isEmpty())
                d.message = lines.join(u'\n');
            details.insert(id, d);
        }
    }
    return details;
}

/// unittest's (and Django's) report of one failure: "FAIL: test_x (app.tests.T)", maybe a docstring line, then a
/// traceback whose frames read '  File "path", line N, in function' and whose exception ends it.
class UnittestFailure
{
public:
    explicit UnittestFailure(QString header)
        : m_header(std::move(header))
    {}

    void add(const QString &line)
    {
        static const QRegularExpression frame(u"^  File \"([^\"]+)\", line (\\d+), in (\\S+)$"_s);
        // A rule of dashes opens the traceback, and the next one (before "Ran N tests") ends the report.
        const bool rule = line.size() >= 20 && line.count(u'-') == line.size();
        if (m_ended)
            return;
        if (!m_inBody) {
            if (rule)
                m_inBody = true;
            else if (m_docstring.isEmpty())
                m_docstring = line.trimmed();
            return;
        }
        if (rule) {
            m_ended = true;
        } else if (const QRegularExpressionMatch m = frame.match(line); m.hasMatch()) {
            m_frames.append({m.captured(1), m.captured(2).toInt(), m.captured(3), {}});
            m_message.clear();
            m_inMessage = false;
        } else if (line.startsWith(u"    "_s) && !m_inMessage && !m_frames.isEmpty() &&
                   m_frames.last().source.isEmpty()) {
            m_frames.last().source = line.trimmed();
        } else if (line == u"Traceback (most recent call last):"_s) {
            m_message.clear();
            m_inMessage = false;
        } else if (!line.startsWith(u' ') && !line.isEmpty()) {
            m_inMessage = true;
            m_message.append(line);
        } else if (m_inMessage) {
            m_message.append(line);
        }
    }

    /// The ids the runner's result lines may give the test: the header's, and the docstring's first line.
    QStringList ids() const
    {
        return m_docstring.isEmpty() ? QStringList{m_header} : QStringList{m_header, m_docstring};
    }

    FailureDetail detail() const
    {
        FailureDetail d;
        d.test = m_header;
        d.message = m_message.join(u'\n').trimmed();
        if (!m_frames.isEmpty())
            d.raisedIn = m_frames.last().file;
        const QString function = m_header.left(m_header.indexOf(u" ("_s));
        const Frame *at = nullptr;
        for (auto it = m_frames.crbegin(); it != m_frames.crend() && !at; ++it)
            if (it->function == function)
                at = &*it;
        if (!at && !m_frames.isEmpty())
            at = &m_frames.first();
        if (at) {
            d.file = at->file;
            d.line = at->line;
            d.sourceLine = at->source;
        }
        return d;
    }

private:
    struct Frame {
        QString file;
        int line = 0;
        QString function;
        QString source;
    };
    QString m_header;
    QString m_docstring;
    QList<Frame> m_frames;
    QStringList m_message;
    bool m_inBody = false;
    bool m_inMessage = false;
    bool m_ended = false;
};

QHash<QString, FailureDetail> fromUnittestLog(QByteArrayView bytes)
{
    QList<UnittestFailure> failures;
    bool afterRule = false;
    bool inFailure = false;
    testlog::LineReader reader(bytes);
    QByteArrayView raw;
    while (reader.next(raw)) {
        const bool rule =
            raw.size() >= 20 && raw.startsWith("=====") && raw.trimmed().count('=') == raw.trimmed().size();
        if (rule) {
            afterRule = true;
            inFailure = false;
            continue;
        }
        if (afterRule && (raw.startsWith("FAIL: ") || raw.startsWith("ERROR: "))) {
            failures.append(UnittestFailure(QString::fromUtf8(raw.sliced(raw.indexOf(' ') + 1)).trimmed()));
            inFailure = true;
        } else if (inFailure) {
            failures.last().add(QString::fromUtf8(raw));
        }
        afterRule = false;
    }
    QHash<QString, FailureDetail> details;
    for (const UnittestFailure &f : std::as_const(failures)) {
        const FailureDetail d = f.detail();
        for (const QString &id : f.ids()) {
            FailureDetail named = d;
            named.test = id;
            details.insert(id, named);
        }
    }
    return details;
}

QHash<QString, FailureDetail> readDetails(QByteArrayView bytes)
{
    const QByteArrayView start = bytes.trimmed().first(qMin<qsizetype>(bytes.trimmed().size(), 200));
    if (start.startsWith("<?xml") || start.startsWith("<testsuite"))
        return fromJUnit(bytes);
    QHash<QString, FailureDetail> details = fromPytestLog(bytes);
    // unittest's reports, from Django's runner and others; pytest's own reading wins where both name a test.
    const QHash<QString, FailureDetail> unittest = fromUnittestLog(bytes);
    for (auto it = unittest.cbegin(); it != unittest.cend(); ++it)
        if (!details.contains(it.key()))
            details.insert(it.key(), it.value());
    return details;
}

} // namespace

QString exceptionTypeOf(QStringView message)
{
    const QStringView text = message.trimmed();
    const qsizetype newline = text.indexOf(u'\n');
    const QStringView first = newline < 0 ? text : text.first(newline).trimmed();
    if (first == u"assert" || first.startsWith(u"assert "_s))
        return u"AssertionError"_s;
    // A dotted name whose last part reads as an exception's, then a colon or nothing.
    static const QRegularExpression type(
        u"^((?:[A-Za-z_]\\w*\\.)*[A-Z]\\w*(?:Error|Exception|Failed|Failure|Exit|Interrupt|Warning|Iteration|Timeout)|"
        "Failed)(?::|$)"_s);
    const QRegularExpressionMatch m = type.match(first);
    return m.hasMatch() ? m.captured(1) : QString();
}

QHash<QString, FailureDetail> parseFailureDetails(QByteArrayView bytes)
{
    QHash<QString, FailureDetail> details = readDetails(bytes);
    for (FailureDetail &d : details) {
        // The long traceback names the type after the raising frame's place; it may also be a message's start.
        if (d.exception.isEmpty() || d.exception.contains(u' '))
            d.exception = exceptionTypeOf(d.message);
    }
    return details;
}

} // namespace heddle
