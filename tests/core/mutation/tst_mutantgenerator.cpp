#include <core/dataset/datasetio.h>
#include <core/mutation/linemutations.h>
#include <core/mutation/mutantgenerator.h>
#include <core/mutation/sourcelexer.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

QList<LineMutation> mutate(const QString &line, MutationLanguage language = MutationLanguage::Python)
{
    SourceLexer lexer(language);
    return mutateLine(line, lexer.next(line), language);
}

QStringList replacements(const QList<LineMutation> &mutations)
{
    QStringList out;
    for (const LineMutation &m : mutations)
        out.append(m.removesLine ? u"<removed>"_s : m.replacement);
    return out;
}

/// A checkout of repository at commit in folder, made by the real git.
void checkout(const QString &repository, const QString &commit, const QString &folder)
{
    gitOutput({}, {u"clone"_s, u"-q"_s, repository, folder});
    gitOutput(folder, {u"checkout"_s, u"-q"_s, commit});
}

/// Every mutant's patch goes onto the checkout with `git apply --check`; the failures, named.
QStringList notApplying(const QString &checkout, const QList<Mutant> &mutants)
{
    QStringList failures;
    for (const Mutant &m : mutants) {
        const ProcessRun run = runGit(checkout, {u"apply"_s, u"--check"_s, u"-"_s}, m.patch);
        if (run.exitCode != 0)
            failures.append(m.file + u':' + QString::number(m.line) + u' ' + m.description + u": "_s + run.errText());
    }
    return failures;
}

} // namespace

class TestMutantGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pythonOperators_data();
    void pythonOperators();
    void stringsAndCommentsAreLeftAlone_data();
    void stringsAndCommentsAreLeftAlone();
    void braceLanguages_data();
    void braceLanguages();
    void demoReferenceMutantsApply();
    void budgetSpreadsOverHunksAndIsStable();
    void removedLinesKeepHunkCountsRight();
};

void TestMutantGenerator::pythonOperators_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("op");
    QTest::newRow("less") << u"    if hours < needed:"_s << u"    if hours <= needed:"_s << u"comparison"_s;
    QTest::newRow("or equal") << u"    if hours >= needed:"_s << u"    if hours > needed:"_s << u"comparison"_s;
    QTest::newRow("equal") << u"    return a == b"_s << u"    return a != b"_s << u"comparison"_s;
    QTest::newRow("is not") << u"    if x is not None:"_s << u"    if x is None:"_s << u"comparison"_s;
    QTest::newRow("not in") << u"    if key not in seen:"_s << u"    if key in seen:"_s << u"comparison"_s;
    QTest::newRow("minus") << u"    rest = hours - needed"_s << u"    rest = hours + needed"_s << u"arithmetic"_s;
    QTest::newRow("floor division") << u"    shares = [rest * amount // total for amount in coins]"_s
                                    << u"    shares = [rest * amount / total for amount in coins]"_s << u"arithmetic"_s;
    QTest::newRow("augmented") << u"        shares[index] += 1"_s << u"        shares[index] -= 1"_s << u"arithmetic"_s;
    QTest::newRow("or") << u"    if hours < 0 or minimum < 0:"_s << u"    if hours < 0 and minimum < 0:"_s
                        << u"boolean"_s;
    QTest::newRow("condition") << u"    if not coins:"_s << u"    if coins:"_s << u"negation"_s;
    QTest::newRow("negated if") << u"    if change:"_s << u"    if not (change):"_s << u"negation"_s;
    QTest::newRow("zero") << u"    total = 0"_s << u"    total = 1"_s << u"constant"_s;
    QTest::newRow("off by one") << u"    limit = 10"_s << u"    limit = 11"_s << u"constant"_s;
    QTest::newRow("true") << u"    done = True"_s << u"    done = False"_s << u"constant"_s;
    QTest::newRow("string") << u"    name = \"wallet\""_s << u"    name = \"\""_s << u"constant"_s;
    QTest::newRow("return") << u"    return [minimum + share for share in shares]"_s << u"    return None"_s
                            << u"return"_s;
    QTest::newRow("statement") << u"    needed = minimum * len(coins)"_s << u"    pass"_s << u"statement"_s;
    QTest::newRow("call") << u"        check_droplets(amount)"_s << u"        pass"_s << u"call"_s;
    QTest::newRow("call to argument") << u"        tx = self._sign(tx)"_s << u"        tx = tx"_s << u"call"_s;
}

void TestMutantGenerator::pythonOperators()
{
    QFETCH(QString, line);
    QFETCH(QString, expected);
    QFETCH(QString, op);
    const QList<LineMutation> mutations = mutate(line);
    const auto it = std::find_if(mutations.cbegin(), mutations.cend(),
                                 [&](const LineMutation &m) { return m.replacement == expected; });
    QVERIFY2(it != mutations.cend(), qPrintable(replacements(mutations).join(u" | ")));
    QCOMPARE(it->op, op);
    QVERIFY(!it->description.isEmpty());
}

void TestMutantGenerator::stringsAndCommentsAreLeftAlone_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("untouched"); // text every mutant keeps as it is
    QTest::newRow("comment") << u"    x = a + b  # a < b or c - 1"_s << QStringList{u"# a < b or c - 1"_s};
    QTest::newRow("message") << u"        raise InsufficientHoursError(f\"need {needed} < {hours} - 1\")"_s
                             << QStringList{u"f\"need {needed} < {hours} - 1\""_s};
    QTest::newRow("string with operators") << u"    sep = \" < \" if a > b else \" - \""_s << QStringList{};
    QTest::newRow("single quotes") << u"    label = 'a == b and not c'"_s << QStringList{};
}

void TestMutantGenerator::stringsAndCommentsAreLeftAlone()
{
    QFETCH(QString, line);
    QFETCH(QStringList, untouched);
    const QList<LineMutation> mutations = mutate(line);
    for (const LineMutation &m : mutations) {
        if (m.op == u"statement" || m.op == u"call")
            continue; // the whole statement goes, not a part of its text
        for (const QString &text : untouched)
            QVERIFY2(m.replacement.contains(text), qPrintable(m.replacement));
        // Nothing between quotes changes except a whole literal made empty.
        if (m.op != u"constant")
            QVERIFY2(!m.replacement.contains(u"<= "_s) || !line.contains(u"\" < \""_s) ||
                         m.replacement.contains(u"\" < \""_s),
                     qPrintable(m.replacement));
    }
    if (line.contains(u"label"_s)) {
        // Only the literal as a whole becomes empty: "and", "not" and "==" inside it are text.
        QList<LineMutation> changes = mutations;
        changes.removeIf([](const LineMutation &m) { return m.op == u"statement"; });
        QCOMPARE(replacements(changes), QStringList{u"    label = ''"_s});
    }
    // Docstrings and comment lines give nothing at all.
    QVERIFY(mutate(u"    \"\"\"Shares `hours` < coins; returns 1 + 2.\"\"\""_s).isEmpty());
    QVERIFY(mutate(u"    # if a < b: return 0"_s).isEmpty());
    // A line inside a multi-line docstring gives nothing.
    SourceLexer lexer(MutationLanguage::Python);
    (void)lexer.next(u"    \"\"\"Shares hours."_s);
    const QString inside = u"    Every recipient gets `minimum` hours, rounded down; the rest is 1 + 2."_s;
    QVERIFY(mutateLine(inside, lexer.next(inside), MutationLanguage::Python).isEmpty());
    (void)lexer.next(u"    \"\"\""_s);
    const QString after = u"    if not coins:"_s;
    QVERIFY(!mutateLine(after, lexer.next(after), MutationLanguage::Python).isEmpty());
}

void TestMutantGenerator::braceLanguages_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("js strict") << u"src/a.ts"_s << u"  if (a === b) {"_s << u"  if (a !== b) {"_s;
    QTest::newRow("js negate") << u"src/a.js"_s << u"  if (ready) {"_s << u"  if (!(ready)) {"_s;
    QTest::newRow("js and") << u"src/a.js"_s << u"  const ok = a && b;"_s << u"  const ok = a || b;"_s;
    QTest::newRow("java return") << u"src/A.java"_s << u"    return items.get(0);"_s << u"    return null;"_s;
    QTest::newRow("java call") << u"src/A.java"_s << u"    list.add(item);"_s << u"<removed>"_s;
    QTest::newRow("go compare") << u"pkg/a.go"_s << u"\tif n > limit {"_s << u"\tif n >= limit {"_s;
    QTest::newRow("rust not") << u"src/lib.rs"_s << u"    if !done {"_s << u"    if done {"_s;
    QTest::newRow("generic untouched") << u"src/a.ts"_s << u"  const m: Map<string, number> = new Map();"_s
                                       << QString();
}

void TestMutantGenerator::braceLanguages()
{
    QFETCH(QString, path);
    QFETCH(QString, line);
    QFETCH(QString, expected);
    const MutationLanguage language = mutationLanguageForPath(path);
    QVERIFY(language != MutationLanguage::None);
    const QStringList got = replacements(mutate(line, language));
    if (expected.isEmpty()) {
        for (const QString &r : got)
            QVERIFY2(r.contains(u"Map<string, number>"_s), qPrintable(r));
        return;
    }
    QVERIFY2(got.contains(expected), qPrintable(got.join(u" | ")));
    QCOMPARE(mutationLanguageForPath(u"tests/test_hours.py"_s), MutationLanguage::None);
    QCOMPARE(mutationLanguageForPath(u"pkg/a_test.go"_s), MutationLanguage::None);
}

void TestMutantGenerator::demoReferenceMutantsApply()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = installDemo(dir.filePath(u"demo"_s));
    QVERIFY(!root.isEmpty());
    for (const QString &id : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s}) {
        Result<Task> task = loadTask(root, id);
        QVERIFY(task);
        Result<MutantSet> set = generateMutants(task->referencePatch, 0);
        QVERIFY2(set, qPrintable(set ? QString() : set.error().toString()));
        QVERIFY2(set->mutants.size() >= 5, qPrintable(id));
        QCOMPARE(set->candidates, set->mutants.size());
        QSet<QString> ids;
        for (const Mutant &m : set->mutants) {
            ids.insert(m.id);
            QVERIFY(m.file.endsWith(u".py"_s));
            QVERIFY(m.line > 0 && m.hunk >= 0);
            QVERIFY(m.patch != task->referencePatch);
            // Never inside a docstring.
            QVERIFY2(!m.original.trimmed().startsWith(u"\"\"\""_s), qPrintable(m.original));
        }
        QCOMPARE(ids.size(), set->mutants.size());
        const QString folder = dir.filePath(u"checkout-"_s + id);
        checkout(root + u'/' + task->repository.path, task->repository.baseCommit, folder);
        const QStringList failures = notApplying(folder, set->mutants);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }
}

void TestMutantGenerator::budgetSpreadsOverHunksAndIsStable()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = installDemo(dir.filePath(u"demo"_s));
    Result<Task> task = loadTask(root, u"coin-hours-split"_s);
    QVERIFY(task);
    Result<MutantSet> all = generateMutants(task->referencePatch, 0);
    Result<MutantSet> some = generateMutants(task->referencePatch, 8);
    Result<MutantSet> again = generateMutants(task->referencePatch, 8);
    QVERIFY(all && some && again);
    QCOMPARE(some->mutants.size(), 8);
    QCOMPARE(some->candidates, all->mutants.size());
    QSet<QString> hunksAll, hunksSome;
    for (const Mutant &m : all->mutants)
        hunksAll.insert(m.file + QString::number(m.hunk));
    for (qsizetype i = 0; i < some->mutants.size(); ++i) {
        hunksSome.insert(some->mutants.at(i).file + QString::number(some->mutants.at(i).hunk));
        QCOMPARE(some->mutants.at(i).id, again->mutants.at(i).id);
        QCOMPARE(some->mutants.at(i).patch, again->mutants.at(i).patch);
    }
    // Every hunk with code to mutate gets at least one of the eight.
    QVERIFY(hunksAll.size() <= 8);
    QCOMPARE(hunksSome, hunksAll);
}

void TestMutantGenerator::removedLinesKeepHunkCountsRight()
{
    // A JavaScript file with two hunks: dropping a line of the first must leave the second applicable.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString repo = dir.filePath(u"repo"_s);
    initRepository(repo);
    QByteArray base;
    for (int i = 1; i <= 30; ++i)
        base += "const v" + QByteArray::number(i) + " = " + QByteArray::number(i) + ";\n";
    const QString commit = commitFiles(repo, {{"src/app.js", base}});
    QByteArray patch = "diff --git a/src/app.js b/src/app.js\n"
                       "--- a/src/app.js\n"
                       "+++ b/src/app.js\n"
                       "@@ -2,3 +2,5 @@ const v1 = 1;\n"
                       " const v2 = 2;\n"
                       "+total.add(v2);\n"
                       "+total.add(v1);\n"
                       " const v3 = 3;\n"
                       " const v4 = 4;\n"
                       "@@ -20,3 +22,4 @@ const v19 = 19;\n"
                       " const v20 = 20;\n"
                       "+if (v20 > v4) { total.add(v20); }\n"
                       " const v21 = 21;\n"
                       " const v22 = 22;\n";
    Result<MutantSet> set = generateMutants(patch, 0);
    QVERIFY(set);
    const auto removal = std::find_if(set->mutants.cbegin(), set->mutants.cend(),
                                      [](const Mutant &m) { return m.removesLine && m.hunk == 0; });
    QVERIFY(removal != set->mutants.cend());
    QVERIFY(removal->patch.contains("@@ -2,3 +2,4 @@"));
    QVERIFY(removal->patch.contains("@@ -20,3 +21,4 @@"));
    const QString folder = dir.filePath(u"checkout"_s);
    checkout(repo, commit, folder);
    QCOMPARE(runGit(folder, {u"apply"_s, u"--check"_s, u"-"_s}, patch).exitCode, 0);
    const QStringList failures = notApplying(folder, set->mutants);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    // Applied for real, the removed call is gone and the rest is the reference's.
    QCOMPARE(runGit(folder, {u"apply"_s, u"-"_s}, removal->patch).exitCode, 0);
    QFile js(folder + u"/src/app.js"_s);
    QVERIFY(js.open(QIODevice::ReadOnly));
    const QByteArray content = js.readAll();
    QVERIFY(!content.contains("total.add(v2);"));
    QVERIFY(content.contains("total.add(v1);"));
    QVERIFY(content.contains("if (v20 > v4) { total.add(v20); }"));
}

QTEST_GUILESS_MAIN(TestMutantGenerator)
#include "tst_mutantgenerator.moc"
