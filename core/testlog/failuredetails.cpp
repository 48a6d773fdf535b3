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
        static const QRegularExpression location(u"^([^\\s:][^:]*):(\\d+):(?: .*)?$"_s);
        if (line.startsWith(u'>')) {
            m_current.marked = {line.mid(1).trimmed()};
            m_inMarked = true;
        } else if (line.startsWith(u"E "_s) || line == u"E"_s) {
            m_current.explanation.append(line.mid(1));
            m_inMarked = false;
        } else if (const QRegularExpressionMatch m = location.match(line); m.hasMatch()) {
            m_current.file = m.captured(1);
            m_current.line = m.captured(2).toInt();
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
        for (auto it = m_entries.crbegin(); it != m_entries.crend(); ++it) {
            if (!it->explanation.isEmpty()) {
                d.message = explanationText(it->explanation);
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

    /// The file of the first frame: the test function's own.
    QString firstFile() const { return m_entries.isEmpty() ? QString() : m_entries.first().file; }

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
            while (!text.isEmpty() && text.back().isSpace())
                text.chop(1);
            out.append(text);
        }
        return out.join(u'\n').trimmed();
    }

    QList<Entry> m_entries;
    Entry m_current;
    bool m_inMarked = false;
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
            if (const std::optional<testlog::TestLine> t = testlog::matchPytestLine(raw)) {
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
        details.insert(id, std::move(d));
    }
    // With --tb=no or --tb=line only the summary explains a failure.
    for (const QString &id : std::as_const(summaryOrder)) {
        if (details.contains(id))
            continue;
        FailureDetail d;
        d.test = id;
        d.message = summary.value(id);
        d.file = fileOfNodeId(id);
        details.insert(id, std::move(d));
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
            details.insert(id, std::move(d));
        }
    }
    return details;
}

} // namespace

QHash<QString, FailureDetail> parseFailureDetails(QByteArrayView bytes)
{
    const QByteArrayView start = bytes.trimmed().first(qMin<qsizetype>(bytes.trimmed().size(), 200));
    if (start.startsWith("<?xml") || start.startsWith("<testsuite"))
        return fromJUnit(bytes);
    return fromPytestLog(bytes);
}

} // namespace heddle
