// The report of a demo task, written by writeReports into real files: every part of the task is on the page, a task
// whose texts are hostile markup shows them as text, and headless Chromium (Debian's chromium) reads the page into a
// DOM without a script or image element and renders it into a screenshot with text on it.
#include <core/dataset/datasetio.h>
#include <core/jobs/jobcontrol.h>
#include <core/patch/patchparser.h>
#include <core/report/htmltext.h>
#include <core/report/reportwriter.h>
#include <core/review/evidence.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>
#include <tests/support/gui/images.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kHostile = u"<script>alert(1)</script> <img src=x onerror=alert(2)> </pre><b>bold</b>"_s;
const QString kRunId = u"20261201-100000-beef"_s;
const QString kTask = u"spend-policy"_s;
const QString kHostileTask = u"wallet-lock"_s;

QString pageOf(const ReportOutput &output, const QString &taskId)
{
    for (const WrittenReport &p : output.pages)
        if (p.taskId == taskId)
            return p.file;
    return {};
}

// A validation run in which the reference passes everything, the empty patch fails FAIL_TO_PASS and the first
// attempt fails its first FAIL_TO_PASS test.
RunRecord runOf(const Task &task)
{
    RunRecord record;
    record.id = kRunId;
    record.started = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
    record.finished = record.started.addSecs(95);
    record.machine = u"review-box"_s;
    record.sandbox = u"bubblewrap"_s;
    record.baseCommit = task.repository.baseCommit;
    const auto target = [&task](const QString &name, bool failToPassPass, bool firstFails) {
        TargetRun run;
        run.target = name;
        run.patchSha256 = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
        run.outcome = TargetRun::Outcome::Finished;
        run.exitCode = failToPassPass && !firstFails ? 0 : 1;
        run.durationMs = 4200;
        for (const QString &t : task.tests.failToPass)
            run.results.set(t, failToPassPass && !(firstFails && t == task.tests.failToPass.first())
                                   ? TestStatus::Passed
                                   : TestStatus::Failed);
        for (const QString &t : task.tests.passToPass)
            run.results.set(t, TestStatus::Passed);
        return run;
    };
    record.runs = {target(u"reference"_s, true, false), target(u"empty"_s, false, false),
                   target(task.attempts.first().id, true, true)};
    deriveChecks(record, task);
    return record;
}

// The first added line of a patch replaced by text: the hunk's counts stay right.
QByteArray withAddedLine(const QByteArray &patch, const QString &text)
{
    QList<QByteArray> lines = patch.split('\n');
    for (QByteArray &line : lines)
        if (line.startsWith('+') && !line.startsWith("+++")) {
            line = '+' + text.toUtf8();
            break;
        }
    return lines.join('\n');
}

// How many rows of the image change brightness often across: lines of text do, blank or flat areas do not.
int textLikeRows(const QImage &image)
{
    int rows = 0;
    for (int y = 0; y < image.height(); ++y) {
        int changes = 0;
        int last = qGray(image.pixel(0, y));
        for (int x = 1; x < image.width(); ++x) {
            const int g = qGray(image.pixel(x, y));
            if (std::abs(g - last) > 60)
                ++changes;
            last = g;
        }
        if (changes >= 20)
            ++rows;
    }
    return rows;
}

} // namespace

class TestReportWriter : public QObject
{
    Q_OBJECT

    DemoCopy m_demo;
    QTemporaryDir m_out;
    ReportOutput m_written;
    Task m_task;
    Task m_hostile;
    QString m_chromium;

    // Runs headless Chromium on a written page with the extra arguments; its standard output.
    ProcessRun chromium(const QString &page, const QStringList &extra)
    {
        QTemporaryDir profile;
        QStringList args{u"--headless"_s, u"--no-sandbox"_s, u"--disable-gpu"_s,
                         u"--user-data-dir="_s + profile.path()};
        args << extra << QUrl::fromLocalFile(page).toString();
        // Chromium can take long to start on a busy machine.
        return runIn(m_out.path(), m_chromium, args, 60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_demo.install());
        const Result<Task> task = loadTask(m_demo.root(), kTask);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        m_task = *task;
        QVERIFY(saveRunRecord(m_demo.root(), kTask, runOf(m_task)));

        // The hostile task: every text a curator or an importer can put there holds markup.
        Result<Task> hostile = loadTask(m_demo.root(), kHostileTask);
        QVERIFY(hostile);
        hostile->query = u"Lock the wallet. "_s + kHostile;
        hostile->specs.first().title = kHostile;
        QVERIFY(!hostile->flags.isEmpty());
        hostile->flags.first().rationale = kHostile;
        hostile->flags.first().verdict = Verdict::Dismissed;
        hostile->flags.first().verdictBy = u"Ada <Lovelace>"_s;
        hostile->flags.first().verdictNote = kHostile;
        hostile->attempts.first().patch = withAddedLine(hostile->attempts.first().patch, kHostile);
        CurationEvent event;
        event.from = CurationStatus::New;
        event.to = CurationStatus::InReview;
        event.by = u"Alan Turing"_s;
        event.at = QDateTime(QDate(2026, 12, 1), QTime(9, 30), Qt::UTC);
        event.reason = kHostile;
        hostile->curation.history.append(event);
        hostile->curation.status = CurationStatus::InReview;
        QVERIFY(saveTask(m_demo.root(), *hostile));
        m_hostile = *hostile;

        const Result<ReportOutput> written =
            writeReports(m_demo.root(), {kTask, kHostileTask}, m_out.path() + u"/report"_s, JobControl::none());
        QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
        m_written = *written;
        m_chromium = QStandardPaths::findExecutable(u"chromium"_s);
    }

    void writesAPagePerTaskAndAnIndex()
    {
        QCOMPARE(m_written.pages.size(), 2);
        QVERIFY(m_written.failures.isEmpty());
        QCOMPARE(QFileInfo(pageOf(m_written, kTask)).fileName(), kTask + u".html"_s);
        QVERIFY(QFile::exists(pageOf(m_written, kHostileTask)));
        QCOMPARE(m_written.entryPage(), m_written.index);
        const QString index = QString::fromUtf8(readFixture(m_written.index));
        QVERIFY(index.contains(u"<a href=\"spend-policy.html\">spend-policy</a>"_s));
        QVERIFY(index.contains(u"<a href=\"wallet-lock.html\">wallet-lock</a>"_s));
        QVERIFY(index.contains(u"in review"_s)); // the hostile task's status
    }

    void oneTaskHasNoIndex()
    {
        QTemporaryDir out;
        const Result<ReportOutput> written = writeReports(m_demo.root(), {kTask}, out.path(), JobControl::none());
        QVERIFY(written);
        QVERIFY(written->index.isEmpty());
        QCOMPARE(written->entryPage(), out.path() + u"/spend-policy.html"_s);
        QVERIFY(!QFile::exists(out.path() + u"/index.html"_s));
    }

    void pageHasEveryPart()
    {
        const QString page = QString::fromUtf8(readFixture(pageOf(m_written, kTask)));
        QVERIFY(page.startsWith(u"<!DOCTYPE html>"_s));
        // Nothing to run and nothing to fetch.
        QVERIFY(!page.contains(u"<script"_s, Qt::CaseInsensitive));
        QVERIFY(!page.contains(u"src="_s));
        QVERIFY(page.contains(u"Content-Security-Policy"_s));

        QVERIFY(page.contains(htmlEscaped(m_task.query)));
        QVERIFY(page.contains(u"<svg"_s));
        for (const Spec &s : m_task.specs) {
            QVERIFY2(page.contains(u"id=\"spec-"_s + htmlEscaped(s.id) + u'"'), qPrintable(s.id));
            QVERIFY2(page.contains(u"id=\"graph-"_s + htmlEscaped(s.id) + u'"'), qPrintable(s.id));
            QVERIFY2(page.contains(htmlEscaped(s.text)), qPrintable(s.id));
        }
        for (const Attempt &a : m_task.attempts) {
            QVERIFY2(page.contains(u"id=\"attempt-"_s + htmlEscaped(a.id) + u'"'), qPrintable(a.id));
            QVERIFY2(page.contains(htmlEscaped(attemptDisplayName(m_task, a.id))), qPrintable(a.id));
            // Every line the attempt adds or removes, as a + or - line of its diff.
            const Result<Patch> patch = parsePatch(a.patch);
            QVERIFY(patch);
            for (const PatchFile &f : patch->files)
                for (const PatchHunk &h : f.hunks)
                    for (const PatchLine &l : h.lines) {
                        if (l.kind == PatchLine::Kind::Added)
                            QVERIFY2(page.contains(u"<span class=\"add\">+"_s + htmlEscaped(l.text) + u"</span>"_s),
                                     qPrintable(l.text));
                        else if (l.kind == PatchLine::Kind::Removed)
                            QVERIFY2(page.contains(u"<span class=\"del\">-"_s + htmlEscaped(l.text) + u"</span>"_s),
                                     qPrintable(l.text));
                    }
        }
        // The matrix: every row, and the attempt's failing test as a symbol and a word, not a colour alone.
        QVERIFY(page.contains(u"class=\"matrix\""_s));
        QVERIFY(page.contains(u"title=\"failed\">✗"_s));
        QVERIFY(page.contains(u"title=\"passed\">✓"_s));
        QVERIFY(page.contains(htmlEscaped(m_task.tests.failToPass.first())));
        // The run: when, which patch, how it ended, what came out.
        QVERIFY(page.contains(u"Run "_s + kRunId));
        QVERIFY(page.contains(u"2026-12-01 10:00:00 UTC"_s));
        QVERIFY(page.contains(u"review-box"_s));
        QVERIFY(page.contains(u"<code>0123456789ab</code>"_s));
        QVERIFY(page.contains(u"Reference control: <span class=\"ok\">"_s));
        QVERIFY(page.contains(u"1 failed"_s));
        QVERIFY(page.contains(u"<td>finished</td>"_s));
    }

    void aLargeCitedTrajectoryIsReadLeanToTheSamePage()
    {
        // The cited trajectories of a copy of the task, grown past the size from which they are read lean (trailing
        // white space: the same document), give the same page but for the time it was made.
        QTemporaryDir dir;
        DemoCopy copy;
        QVERIFY(copy.install());
        const auto pageText = [&copy](const QString &folder) {
            const Result<ReportOutput> written = writeReports(copy.root(), {kTask}, folder, JobControl::none());
            if (!written)
                return QString();
            QString text = QString::fromUtf8(readFixture(pageOf(*written, kTask)));
            static const QRegularExpression made(u"Report made [^<]*"_s);
            return text.remove(made);
        };
        const QString before = pageText(dir.filePath(u"before"_s));
        QVERIFY(!before.isEmpty());
        int grown = 0;
        for (const Attempt &a : std::as_const(m_task.attempts)) {
            if (!a.trajectory.isValid())
                continue;
            QFile file(DatasetLayout(copy.root()).at(DatasetLayout::inAttemptFolder(kTask, a.id, a.trajectory.file)));
            QVERIFY(file.open(QIODevice::Append));
            file.write(QByteArray(LeanTrajectory::WorthItFrom, ' '));
            ++grown;
        }
        QVERIFY(grown > 0);
        const QString after = pageText(dir.filePath(u"after"_s));
        QCOMPARE(after.size(), before.size());
        QVERIFY(after == before);
    }

    void flagsCarryTheirEvidence()
    {
        const QString page = QString::fromUtf8(readFixture(pageOf(m_written, kTask)));
        QVERIFY(!m_task.flags.isEmpty());
        int steps = 0, hunks = 0, lines = 0;
        for (const Flag &f : m_task.flags) {
            QVERIFY2(page.contains(u"id=\"flag-"_s + htmlEscaped(f.id) + u'"'), qPrintable(f.id));
            QVERIFY2(page.contains(htmlEscaped(f.rationale)), qPrintable(f.id));
            QVERIFY(page.contains(u"Verdict: <strong>"_s + verdictName(f.verdict) + u"</strong>"_s)); // open, confirmed
            for (const Evidence &e : f.evidence) {
                QVERIFY2(page.contains(htmlEscaped(evidenceLabel(e, m_task))), qPrintable(f.id));
                if (!e.note.isEmpty())
                    QVERIFY2(page.contains(htmlEscaped(e.note)), qPrintable(e.note));
                switch (e.kind) {
                case Evidence::Kind::TrajectoryStep: {
                    const Attempt *a = nullptr;
                    for (const Attempt &x : m_task.attempts)
                        if (x.id == e.attempt)
                            a = &x;
                    QVERIFY(a);
                    const Result<Trajectory> t =
                        loadTrajectory(DatasetLayout(m_demo.root())
                                           .at(DatasetLayout::inAttemptFolder(kTask, a->id, a->trajectory.file)),
                                       a->trajectory.format);
                    QVERIFY(t && e.step < t->steps.size());
                    const TrajectoryStep &step = t->steps.at(e.step);
                    const QString text = step.action.isEmpty() ? step.thought : step.action;
                    QVERIFY2(page.contains(htmlEscaped(text.left(200))), qPrintable(text.left(200)));
                    ++steps;
                    break;
                }
                case Evidence::Kind::PatchHunk: {
                    const Attempt *a = nullptr;
                    for (const Attempt &x : m_task.attempts)
                        if (x.id == e.attempt)
                            a = &x;
                    const Result<Patch> patch = parsePatch(a ? a->patch : m_task.referencePatch);
                    QVERIFY(patch);
                    bool found = false;
                    for (const PatchFile &file : patch->files)
                        if (file.path() == e.file && e.hunk < file.hunks.size())
                            for (const PatchLine &l : file.hunks.at(e.hunk).lines)
                                if (l.newLine == e.line && l.kind != PatchLine::Kind::Removed) {
                                    found = true;
                                    QVERIFY2(page.contains(u"cited\">"_s +
                                                           (l.kind == PatchLine::Kind::Added ? u'+' : u' ') +
                                                           htmlEscaped(l.text)),
                                             qPrintable(l.text));
                                }
                    QVERIFY2(found || e.line <= 0, qPrintable(e.file));
                    ++hunks;
                    break;
                }
                case Evidence::Kind::TestLine: {
                    for (const TestFile &file : m_task.tests.files)
                        if (file.path == e.file) {
                            const QString line = QString::fromUtf8(file.content).split(u'\n').at(e.line - 1);
                            QVERIFY2(
                                page.contains(u"<span class=\"cited\">"_s +
                                              htmlEscaped(QString::number(e.line).rightJustified(5) + u"  "_s + line)),
                                qPrintable(line));
                        }
                    ++lines;
                    break;
                }
                }
            }
        }
        // The demo's flags cite all three kinds of evidence.
        QVERIFY(steps > 0);
        QVERIFY(hunks > 0);
        QVERIFY(lines > 0);
    }

    void hostileTextIsShownNotInterpreted()
    {
        const QString page = QString::fromUtf8(readFixture(pageOf(m_written, kHostileTask)));
        const QString escaped = htmlEscaped(kHostile);
        QCOMPARE(escaped, u"&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; "_s
                          u"&lt;/pre&gt;&lt;b&gt;bold&lt;/b&gt;"_s);
        QVERIFY(page.contains(htmlEscaped(m_hostile.query)));                        // the query
        QVERIFY(page.contains(u"<strong>"_s + escaped + u"</strong>"_s));            // the spec's title
        QVERIFY(page.contains(u"<p class=\"rationale\">"_s + escaped + u"</p>"_s));  // the flag
        QVERIFY(page.contains(u"<span class=\"add\">+"_s + escaped + u"</span>"_s)); // the attempt's diff
        QVERIFY(page.contains(u"<td class=\"note\">"_s + escaped + u"</td>"_s));     // the curation decision
        QVERIFY(page.contains(u"Ada &lt;Lovelace&gt;"_s));
        QVERIFY(!page.contains(u"<script"_s, Qt::CaseInsensitive));
        QVERIFY(!page.contains(u"<img"_s, Qt::CaseInsensitive));
        QVERIFY(!page.contains(u"<b>"_s));
        QVERIFY(!page.contains(u"</pre><b>"_s));
    }

    void chromiumReadsTheDom()
    {
        if (m_chromium.isEmpty())
            QSKIP("chromium is not installed (Debian's chromium package; packaging/install-deps.sh installs it)");
        const ProcessRun r = chromium(pageOf(m_written, kHostileTask), {u"--dump-dom"_s});
        QVERIFY2(r.exitCode == 0, r.err.right(2000).constData());
        const QString dom = r.outText();
        QVERIFY2(dom.contains(u"Task wallet-lock"_s), qPrintable(dom.left(500)));
        // The hostile text is text in the DOM: serialized back escaped, and no element was made of it.
        QVERIFY(dom.contains(u"&lt;script&gt;alert(1)&lt;/script&gt;"_s));
        QVERIFY(dom.contains(u"&lt;img src=x onerror=alert(2)&gt; &lt;/pre&gt;&lt;b&gt;bold&lt;/b&gt;"_s));
        QVERIFY(!dom.contains(u"<script"_s, Qt::CaseInsensitive));
        QVERIFY(!dom.contains(u"<img"_s, Qt::CaseInsensitive));
        QVERIFY(!dom.contains(u"<b>bold"_s));
        for (const Spec &s : m_hostile.specs)
            QVERIFY2(dom.contains(u"id=\"spec-"_s + s.id + u'"'), qPrintable(s.id));
        for (const Flag &f : m_hostile.flags)
            QVERIFY2(dom.contains(u"id=\"flag-"_s + f.id + u'"'), qPrintable(f.id));
        // The spec graph is an SVG element of the document, not text.
        QVERIFY(dom.contains(u"<svg"_s));
    }

    void chromiumRendersText()
    {
        if (m_chromium.isEmpty())
            QSKIP("chromium is not installed (Debian's chromium package; packaging/install-deps.sh installs it)");
        const QString png = m_out.path() + u"/page.png"_s;
        const ProcessRun r =
            chromium(pageOf(m_written, kTask), {u"--screenshot="_s + png, u"--window-size=1280,2000"_s});
        QVERIFY2(r.exitCode == 0, r.err.right(2000).constData());
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.peek(8) == QByteArray("\x89PNG\r\n\x1a\n", 8));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1280, 2000));
        QVERIFY2(distinctColours(image) >= 8, qPrintable(QString::number(distinctColours(image))));
        const double lightness = meanLightness(image);
        QVERIFY2(lightness > 0.6 && lightness < 0.995, qPrintable(QString::number(lightness)));
        const int rows = textLikeRows(image);
        QVERIFY2(rows > 300, qPrintable(QString::number(rows)));
    }
};

QTEST_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
