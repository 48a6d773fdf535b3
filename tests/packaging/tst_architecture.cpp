// docs/ARCHITECTURE.md stays true: it names every folder of core, widgets and app and every verb, and nothing that is
// gone; and core's folders include one another only in the order its folder-order list allows.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString source(const QString &relative)
{
    return QStringLiteral(HEDDLE_SOURCE_DIR) + u'/' + relative;
}

QString architecture()
{
    QFile file(source(u"docs/ARCHITECTURE.md"_s));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read docs/ARCHITECTURE.md");
    return QString::fromUtf8(file.readAll());
}

// The lines of the fenced block that opens with ```info, or of the first plain block after heading.
QStringList block(const QString &doc, const QString &info, const QString &heading = {})
{
    qsizetype at = 0;
    if (!heading.isEmpty()) {
        at = doc.indexOf(heading);
        if (at < 0)
            return {};
        at = doc.indexOf(u"\n```\n"_s, at);
    } else {
        at = doc.indexOf(u"\n```"_s + info + u'\n');
    }
    if (at < 0)
        return {};
    const qsizetype start = doc.indexOf(u'\n', at + 1) + 1;
    const qsizetype end = doc.indexOf(u"\n```"_s, start);
    return doc.mid(start, end - start).split(u'\n');
}

QSet<QString> subfolders(const QString &relative)
{
    QSet<QString> names;
    for (const QString &name : QDir(source(relative)).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        names.insert(name);
    return names;
}

// The folder names a listing block starts its lines with ("dataset/     the native format", "specgraph/ validation/",
// "pages/taskpage  the base of a page").
QSet<QString> listedFolders(const QStringList &lines)
{
    static const QRegularExpression folders(u"^((?:[a-z]+/ +)+)"_s);
    static const QRegularExpression unitIn(u"^([a-z]+)/[a-z]"_s);
    QSet<QString> names;
    for (const QString &line : lines) {
        if (const QRegularExpressionMatch m = folders.match(line); m.hasMatch())
            for (const QString &word : m.captured(1).split(u' ', Qt::SkipEmptyParts))
                names.insert(word.chopped(1));
        if (const QRegularExpressionMatch m = unitIn.match(line); m.hasMatch())
            names.insert(m.captured(1));
    }
    return names;
}

QString difference(const QSet<QString> &listed, const QSet<QString> &there)
{
    QStringList missing(there.cbegin(), there.cend());
    missing.removeIf([&](const QString &n) { return listed.contains(n); });
    QStringList gone(listed.cbegin(), listed.cend());
    gone.removeIf([&](const QString &n) { return there.contains(n); });
    missing.sort();
    gone.sort();
    return u"not described: %1; described but gone: %2"_s.arg(missing.join(u", "_s), gone.join(u", "_s));
}

} // namespace

class TestArchitecture : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFolderIsDescribed_data()
    {
        QTest::addColumn<QString>("layer");
        QTest::addColumn<QString>("heading");
        QTest::newRow("core") << u"core"_s << u"## core/: "_s;
        QTest::newRow("widgets") << u"widgets"_s << u"## widgets/: "_s;
        QTest::newRow("app") << u"app"_s << u"## app/: "_s;
    }

    void everyFolderIsDescribed()
    {
        QFETCH(QString, layer);
        QFETCH(QString, heading);
        const QSet<QString> listed = listedFolders(block(architecture(), {}, heading));
        const QSet<QString> there = subfolders(layer);
        QVERIFY2(listed == there, qPrintable(difference(listed, there)));
    }

    void everyAppFileIsDescribed()
    {
        // The first column of the app listing names each unit at app/'s root ("flagimportcontroller,
        // flagimportdialog", "main.cpp"); each must be there, and each unit there must be named.
        QSet<QString> listed;
        static const QRegularExpression name(u"^([a-z][a-z.]*(?:, [a-z][a-z.]*)*)(?:  |$)"_s);
        for (const QString &line : block(architecture(), {}, u"## app/: "_s))
            if (const QRegularExpressionMatch m = name.match(line); m.hasMatch())
                for (const QString &unit : m.captured(1).split(u", "_s))
                    listed.insert(unit.endsWith(u".cpp"_s) ? unit.chopped(4) : unit);
        QSet<QString> there;
        for (const QString &file : QDir(source(u"app"_s)).entryList({u"*.h"_s, u"*.cpp"_s}, QDir::Files))
            there.insert(file.section(u'.', 0, 0));
        QVERIFY2(listed == there, qPrintable(difference(listed, there)));
    }

    void everyVerbIsDescribed()
    {
        QProcess heddle;
        heddle.start(QStringLiteral(HEDDLE_BINARY), {u"--help"_s});
        QVERIFY(heddle.waitForFinished(30000));
        const QString help = QString::fromUtf8(heddle.readAllStandardOutput() + heddle.readAllStandardError());
        const qsizetype verbsAt = help.indexOf(u"Verbs:"_s);
        QVERIFY2(verbsAt >= 0, qPrintable(help));
        QSet<QString> there;
        static const QRegularExpression verbLine(u"^  ([a-z][a-z-]*)  "_s);
        for (const QString &line : help.mid(verbsAt).split(u'\n'))
            if (const QRegularExpressionMatch m = verbLine.match(line); m.hasMatch())
                there.insert(m.captured(1));
        QVERIFY(there.size() > 10);
        QSet<QString> listed;
        for (const QString &line : block(architecture(), u"verbs"_s)) {
            const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
            if (words.size() != 2)
                continue;
            listed.insert(words.first());
            QVERIFY2(QFile::exists(source(u"app/cli/"_s + words.last())), qPrintable(line));
        }
        QVERIFY2(listed == there, qPrintable(difference(listed, there)));
    }

    void coreIncludesFollowTheFolderOrder()
    {
        // Each folder builds on the folders after its colon, all on lines above its own.
        QHash<QString, QStringList> buildsOn;
        QStringList order;
        for (const QString &line : block(architecture(), u"folder-order"_s)) {
            if (line.trimmed().isEmpty())
                continue;
            const QString folder = line.section(u':', 0, 0).trimmed();
            const QStringList below = line.section(u':', 1).split(u' ', Qt::SkipEmptyParts);
            for (const QString &b : below)
                QVERIFY2(order.contains(b),
                         qPrintable(u"%1 builds on %2, which is not listed above it"_s.arg(folder, b)));
            QVERIFY2(!order.contains(folder), qPrintable(folder + u" is listed twice"_s));
            order << folder;
            buildsOn.insert(folder, below);
        }
        const QSet<QString> listed(order.cbegin(), order.cend());
        QVERIFY2(listed == subfolders(u"core"_s), qPrintable(difference(listed, subfolders(u"core"_s))));

        // What each folder may include: what it builds on, and what those build on.
        QHash<QString, QSet<QString>> allowed;
        for (const QString &folder : std::as_const(order)) {
            QSet<QString> reach{folder};
            for (const QString &b : buildsOn.value(folder))
                reach |= allowed.value(b);
            allowed.insert(folder, reach);
        }
        static const QRegularExpression include(u"^#include <core/([a-z_]+)/"_s);
        QStringList wrong;
        for (const QString &folder : std::as_const(order)) {
            QDirIterator files(source(u"core/"_s + folder), {u"*.h"_s, u"*.cpp"_s}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                int number = 0;
                for (const QByteArray &line : file.readAll().split('\n')) {
                    ++number;
                    const QRegularExpressionMatch m = include.match(QString::fromUtf8(line));
                    if (m.hasMatch() && !allowed.value(folder).contains(m.captured(1)))
                        wrong << u"%1:%2: core/%3 may not include core/%4"_s.arg(
                            QDir(source({})).relativeFilePath(path), QString::number(number), folder, m.captured(1));
                }
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(u"\n"_s + wrong.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
