#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <QFile>
#include <QMap>

using namespace Qt::StringLiterals;

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool finished = false;
    QStringList translations; // one, or the plural forms
    QString place;            // file:line:column of the message
};

QString key(const Message &m)
{
    return m.context + u'\x1f' + m.source + u'\x1f' + m.comment;
}

// A .ts catalogue read as lupdate writes it: <context><name/><message numerus?><source/><comment?/><translation
// type?>text or <numerusform/>s</translation></message></context>.
QList<Message> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + u": cannot be read"_s;
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            m = Message{context,
                        {},
                        {},
                        xml.attributes().value(u"numerus"_s) == u"yes",
                        false,
                        {},
                        u"%1:%2:%3"_s.arg(path).arg(xml.lineNumber()).arg(xml.columnNumber())};
        } else if (name == u"source") {
            m.source = xml.readElementText();
        } else if (name == u"comment") {
            m.comment = xml.readElementText();
        } else if (name == u"translation") {
            const auto type = xml.attributes().value(u"type"_s).toString();
            m.finished = type.isEmpty();
            if (m.numerus) {
                while (xml.readNextStartElement())
                    m.translations << xml.readElementText();
            } else {
                m.translations << xml.readElementText();
            }
            messages << m;
        }
    }
    if (xml.hasError())
        *error = u"%1:%2:%3: %4"_s.arg(path).arg(xml.lineNumber()).arg(xml.columnNumber()).arg(xml.errorString());
    return messages;
}

QStringList placeholders(const QString &text, bool withN)
{
    static const QRegularExpression re(u"%L?[1-9]|%n"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QString p = it.next().captured();
        if (withN || p != u"%n")
            found << p;
    }
    found.removeDuplicates();
    found.sort();
    return found;
}

bool hasShortcut(const QString &text)
{
    static const QRegularExpression re(u"&[^&\\s]"_s);
    return re.match(QString(text).replace(u"&&"_s, QString())).hasMatch();
}

// Every string of the sources needs a finished translation in the catalogue that keeps its placeholders and its
// shortcut; forms is the language's number of plural forms.
QStringList problems(const QList<Message> &sources, const QList<Message> &catalogue, int forms)
{
    QMap<QString, Message> translated;
    for (const Message &m : catalogue)
        translated.insert(key(m), m);
    QStringList out;
    for (const Message &s : sources) {
        const auto it = translated.constFind(key(s));
        const QString what = u"%1 \"%2\""_s.arg(s.context, s.source.left(60));
        if (it == translated.cend()) {
            out << u"%1: missing from the catalogue"_s.arg(what);
            continue;
        }
        const Message &t = *it;
        if (!t.finished || t.translations.isEmpty() || t.translations.contains(QString())) {
            out << u"%1: %2 not finished"_s.arg(t.place, what);
            continue;
        }
        if (s.numerus && t.translations.size() != forms) {
            out << u"%1: %2 has %3 plural forms, the language has %4"_s.arg(t.place, what)
                       .arg(t.translations.size())
                       .arg(forms);
            continue;
        }
        for (int i = 0; i < t.translations.size(); ++i) {
            const QString &text = t.translations.at(i);
            // A singular form may say "one" instead of %n; every other placeholder must stay.
            const bool withN = !(s.numerus && forms > 1 && i == 0);
            const QStringList need = placeholders(s.source, withN);
            const QStringList have = placeholders(text, withN);
            if (need != have)
                out << u"%1: %2 drops or adds a placeholder (%3 against %4)"_s.arg(t.place, what, have.join(u' '),
                                                                                   need.join(u' '));
            if (hasShortcut(s.source) && !hasShortcut(text))
                out << u"%1: %2 loses its keyboard shortcut (&)"_s.arg(t.place, what);
        }
    }
    return out;
}

QString sourceDir()
{
    return QStringLiteral(HEDDLE_SOURCE_DIR);
}

} // namespace

class TestCatalogues : public QObject
{
    Q_OBJECT

    QList<Message> m_sources;

private Q_SLOTS:
    void initTestCase()
    {
        // The sources' strings as lupdate reads them now, into an empty catalogue.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fresh = dir.filePath(u"fresh.ts"_s);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(u"bash"_s, {sourceDir() + u"/translations/lupdate.sh"_s, u"-ts"_s, fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
        QString error;
        m_sources = readCatalogue(fresh, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The window's strings run to well over a thousand; a handful would mean lupdate read nothing.
        QVERIFY2(m_sources.size() > 1000, qPrintable(QString::number(m_sources.size())));
    }

    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("forms");
        QTest::newRow("German") << u"heddle_de.ts"_s << 2;
        QTest::newRow("Simplified Chinese") << u"heddle_zh_CN.ts"_s << 1;
    }

    void everyStringIsTranslated()
    {
        QFETCH(QString, file);
        QFETCH(int, forms);
        QString error;
        const QList<Message> catalogue = readCatalogue(sourceDir() + u"/translations/"_s + file, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList found = problems(m_sources, catalogue, forms);
        QVERIFY2(found.isEmpty(),
                 qPrintable(u"%1 problems (run the update_translations target, then translate):\n"_s.arg(found.size()) +
                            found.mid(0, 40).join(u'\n')));
    }

    void englishHasEveryPluralForm()
    {
        QList<Message> plurals;
        for (const Message &m : std::as_const(m_sources))
            if (m.numerus)
                plurals << m;
        QVERIFY(!plurals.isEmpty());
        QString error;
        const QList<Message> catalogue = readCatalogue(sourceDir() + u"/translations/heddle_en.ts"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList found = problems(plurals, catalogue, 2);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    void aBrokenTranslationIsReported()
    {
        // The checks themselves: a dropped %1, a lost shortcut, an unfinished string and a missing one, each named
        // with the place of its message.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.ts"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>heddle::Sample</name>
    <message>
        <source>Open %1</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
)");
        file.close();
        QString error;
        const QList<Message> catalogue = readCatalogue(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> sources = {{u"heddle::Sample"_s, u"Open %1"_s},
                                        {u"heddle::Sample"_s, u"&File"_s},
                                        {u"heddle::Sample"_s, u"Close"_s},
                                        {u"heddle::Sample"_s, u"Quit"_s}};
        const QStringList found = problems(sources, catalogue, 2);
        QCOMPARE(found.size(), 4);
        QVERIFY2(found.at(0).startsWith(path + u":6:") && found.at(0).contains(u"placeholder"),
                 qPrintable(found.at(0)));
        QVERIFY2(found.at(1).contains(u"shortcut"), qPrintable(found.at(1)));
        QVERIFY2(found.at(2).contains(u"not finished"), qPrintable(found.at(2)));
        QVERIFY2(found.at(3).contains(u"missing"), qPrintable(found.at(3)));
    }
};

QTEST_GUILESS_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
