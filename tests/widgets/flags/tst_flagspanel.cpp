// The flags panel on the demo task coin-hours-split, driven with the keyboard the way a curator walks a task's
// flags, and rendered in a light and a dark palette.
#include <widgets/flags/flagspanel.h>

#include <core/mutation/mutationflags.h>
#include <core/review/flaglistmodel.h>
#include <tests/support/demotask.h>
#include <tests/support/gui/images.h>
#include <tests/support/gui/palettes.h>
#include <tests/support/mutationrecords.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QMenu>
#include <QTimer>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

Flag flagOf(const Task &task, const QString &id)
{
    for (const Flag &f : task.flags)
        if (f.id == id)
            return f;
    qFatal("no flag %s", qPrintable(id));
}

template <typename T> T *child(QWidget &parent, const QString &name)
{
    auto *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

// The text shown in the Verdict column for a flag, found by its id.
QString shownVerdict(QTableView *table, const QString &id)
{
    QAbstractItemModel *model = table->model();
    const QModelIndexList hits =
        model->match(model->index(0, FlagListModel::IdColumn), Qt::DisplayRole, id, 1, Qt::MatchExactly);
    if (hits.isEmpty())
        return {};
    return model->index(hits.first().row(), FlagListModel::VerdictColumn).data().toString();
}

QStringList shownIds(QTableView *table)
{
    QStringList ids;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        ids.append(table->model()->index(row, FlagListModel::IdColumn).data().toString());
    return ids;
}

} // namespace

class TestFlagsPanel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<FlagsPanel> m_panel;
    Task m_task;

    QTableView *table() { return child<QTableView>(*m_panel, u"flagsTable"_s); }

private Q_SLOTS:
    void init()
    {
        m_task = loadDemoTask(u"coin-hours-split"_s);
        m_panel = std::make_unique<FlagsPanel>();
        m_panel->resize(500, 600);
        m_panel->setTask(m_task);
        m_panel->show();
        m_panel->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
        table()->setFocus();
        QTRY_VERIFY(table()->hasFocus());
    }

    void cleanup() { m_panel.reset(); }

    void showsTheTask()
    {
        QAbstractItemModelTester tester(table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(child<QLabel>(*m_panel, u"flagsSummary"_s)->text(), u"3 flags: 2 open"_s);
        QCOMPARE(shownIds(table()), (QStringList{u"F1"_s, u"F2"_s, u"F3"_s}));
        // The first open flag is shown with its details and evidence in the order they are followed.
        QCOMPARE(m_panel->currentFlagId(), u"F1"_s);
        QVERIFY(child<QPlainTextEdit>(*m_panel, u"flagRationale"_s)->toPlainText().startsWith(u"The minimum"_s));
        const QString meta = child<QLabel>(*m_panel, u"flagMeta"_s)->text();
        QVERIFY2(meta.contains(u"claude-3-5-sonnet #1"_s) && meta.contains(u"86%"_s) && meta.contains(u"S5, S2"_s) &&
                     meta.contains(u"Review agent"_s),
                 qPrintable(meta));
        auto *evidence = child<QListWidget>(*m_panel, u"evidenceList"_s);
        QCOMPARE(evidence->count(), 3);
        QVERIFY(evidence->item(0)->text().startsWith(u"1. Step 6 of claude-3-5-sonnet #1"_s));
        QVERIFY(evidence->item(0)->text().contains(u"decides to split all the hours first"_s));
        QVERIFY(evidence->item(1)->text().startsWith(u"2. Hunk 2 of skyledger/hours.py, line 70"_s));
        QVERIFY(evidence->item(2)->text().startsWith(u"3. tests/test_hours_split.py, line 35"_s));

        QVERIFY(m_panel->selectFlag(u"F3"_s));
        QVERIFY(child<QLabel>(*m_panel, u"flagVerdict"_s)->text().contains(u"Dismissed by Ada Lovelace"_s));
        QVERIFY(!child<QPushButton>(*m_panel, u"dismissButton"_s)->isEnabled());
        QVERIFY(child<QPushButton>(*m_panel, u"reopenButton"_s)->isEnabled());
        QVERIFY(!m_panel->selectFlag(u"F9"_s));
    }

    // A flag that takes the verdict of a decided flag of the same claim says so, and G goes to that flag.
    void aLinkedFlagShowsWhoseVerdictItTakes()
    {
        Task task = m_task;
        Flag linked = flagOf(task, u"F1"_s);
        linked.id = u"backed.F3"_s;
        linked.sameAs = u"F3"_s;
        linked.verdict = Verdict::Dismissed;
        linked.verdictBy = u"Ada Lovelace"_s;
        task.flags.append(linked);
        m_panel->setTask(task);
        QCOMPARE(shownVerdict(table(), u"backed.F3"_s), u"Dismissed (as F3)"_s);
        QVERIFY(m_panel->selectFlag(u"backed.F3"_s));
        QVERIFY(child<QLabel>(*m_panel, u"flagVerdict"_s)->text().contains(u"The same claim as flag F3"_s));
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_G);
        QCOMPARE(m_panel->currentFlagId(), u"F3"_s);
    }

    void keyboardSelectAndConfirm()
    {
        QSignalSpy requested(m_panel.get(), &FlagsPanel::verdictRequested);
        QTest::keyClick(table(), Qt::Key_J);
        QCOMPARE(m_panel->currentFlagId(), u"F2"_s);
        QTest::keyClick(table(), Qt::Key_K);
        QCOMPARE(m_panel->currentFlagId(), u"F1"_s);
        QTest::keyClick(table(), Qt::Key_Down);
        QCOMPARE(m_panel->currentFlagId(), u"F2"_s);

        QTest::keyClick(table(), Qt::Key_C);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested[0][0].toString(), u"F2"_s);
        QCOMPARE(requested[0][1].value<Verdict>(), Verdict::Confirmed);
        QCOMPARE(requested[0][2].toString(), QString());
        // Nothing is recorded until the window answers; a second press does not ask twice.
        QCOMPARE(shownVerdict(table(), u"F2"_s), u"Open"_s);
        QTest::keyClick(table(), Qt::Key_C);
        QCOMPARE(requested.size(), 1);

        Flag f2 = flagOf(m_task, u"F2"_s);
        f2.verdict = Verdict::Confirmed;
        f2.verdictBy = u"Grace"_s;
        m_panel->updateFlag(f2);
        QCOMPARE(shownVerdict(table(), u"F2"_s), u"Confirmed"_s);
        QCOMPARE(child<QLabel>(*m_panel, u"flagsSummary"_s)->text(), u"3 flags: 1 open"_s);
        // The walk goes on to the next open flag (wrapping round to F1).
        QCOMPARE(m_panel->currentFlagId(), u"F1"_s);

        QTest::keyClick(table(), Qt::Key_R);
        QCOMPARE(requested.size(), 2);
        QCOMPARE(requested[1][0].toString(), u"F1"_s);
        QCOMPARE(requested[1][1].value<Verdict>(), Verdict::NeedsRerun);
    }

    void keysWorkFromTheDetails()
    {
        QSignalSpy requested(m_panel.get(), &FlagsPanel::verdictRequested);
        auto *rationale = child<QPlainTextEdit>(*m_panel, u"flagRationale"_s);
        rationale->setFocus();
        QTRY_VERIFY(rationale->hasFocus());
        QTest::keyClick(rationale, Qt::Key_R);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested[0][1].value<Verdict>(), Verdict::NeedsRerun);
        QCOMPARE(rationale->toPlainText(), flagOf(m_task, u"F1"_s).rationale);
    }

    void failedVerdictStays()
    {
        QSignalSpy requested(m_panel.get(), &FlagsPanel::verdictRequested);
        QTest::keyClick(table(), Qt::Key_C);
        QCOMPARE(requested.size(), 1);
        m_panel->showError(u"cannot write /data/tasks/coin-hours-split/review.json"_s);
        auto *error = child<QLabel>(*m_panel, u"flagsError"_s);
        QVERIFY(error->isVisible());
        QVERIFY(error->text().contains(u"review.json"_s));
        QCOMPARE(m_panel->currentFlagId(), u"F1"_s);
        QCOMPARE(shownVerdict(table(), u"F1"_s), u"Open"_s);
        QTest::keyClick(table(), Qt::Key_C); // try again
        QCOMPARE(requested.size(), 2);
    }

    void dismissWithTypedNote()
    {
        QSignalSpy requested(m_panel.get(), &FlagsPanel::verdictRequested);
        auto *note = child<QLineEdit>(*m_panel, u"dismissNote"_s);
        QVERIFY(!note->isVisible());
        QTest::keyClick(table(), Qt::Key_D);
        QVERIFY(note->isVisible());
        QTRY_VERIFY(note->hasFocus());
        // Letters typed into the note are text, not shortcuts.
        QTest::keyClicks(note, u"covered by S2 already"_s);
        QCOMPARE(requested.size(), 0);
        QCOMPARE(note->text(), u"covered by S2 already"_s);
        QTest::keyClick(note, Qt::Key_Return);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested[0][0].toString(), u"F1"_s);
        QCOMPARE(requested[0][1].value<Verdict>(), Verdict::Dismissed);
        QCOMPARE(requested[0][2].toString(), u"covered by S2 already"_s);
        QVERIFY(!note->isVisible());
        QTRY_VERIFY(table()->hasFocus());
    }

    void emptyDismissNoteRefused()
    {
        QSignalSpy requested(m_panel.get(), &FlagsPanel::verdictRequested);
        auto *note = child<QLineEdit>(*m_panel, u"dismissNote"_s);
        auto *message = child<QLabel>(*m_panel, u"dismissNoteMessage"_s);
        QTest::keyClick(table(), Qt::Key_D);
        QTRY_VERIFY(note->hasFocus());
        QTest::keyClicks(note, u"   "_s);
        QTest::keyClick(note, Qt::Key_Return);
        QCOMPARE(requested.size(), 0);
        QVERIFY(note->isVisible());
        QVERIFY(message->isVisible());
        QVERIFY(message->text().contains(u"note"_s));

        QTest::keyClick(note, Qt::Key_Escape);
        QVERIFY(!note->isVisible());
        QCOMPARE(requested.size(), 0);
        QTRY_VERIFY(table()->hasFocus());
        QCOMPARE(m_panel->currentFlagId(), u"F1"_s);
    }

    void followChainInOrder()
    {
        QSignalSpy activated(m_panel.get(), &FlagsPanel::evidenceActivated);
        QVERIFY(m_panel->selectFlag(u"F2"_s)); // its review lists the test line first, the step last
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_F);
        QTest::keyClick(table(), Qt::Key_Return);
        QTest::keyClick(table(), Qt::Key_F);
        QCOMPARE(activated.size(), 3);
        const auto evidence = [&](int i) { return activated[i][1].value<Evidence>(); };
        QCOMPARE(activated[0][0].toString(), u"F2"_s);
        QCOMPARE(evidence(0).kind, Evidence::Kind::TrajectoryStep);
        QCOMPARE(evidence(0).attempt, u"gpt-4o-0"_s);
        QCOMPARE(evidence(0).step, 6);
        QCOMPARE(evidence(1).kind, Evidence::Kind::PatchHunk);
        QCOMPARE(evidence(1).file, u"skyledger/hours.py"_s);
        QCOMPARE(evidence(1).hunk, 1);
        QCOMPARE(evidence(2).kind, Evidence::Kind::TestLine);
        QCOMPARE(evidence(2).line, 40);
        auto *list = child<QListWidget>(*m_panel, u"evidenceList"_s);
        QCOMPARE(list->currentRow(), 2);
        // Round again from the start.
        QTest::keyClick(table(), Qt::Key_F);
        QCOMPARE(evidence(3).kind, Evidence::Kind::TrajectoryStep);

        // Enter on an evidence row shows that one, and the walk continues after it.
        list->setFocus();
        list->setCurrentRow(1);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(activated.size(), 5);
        QCOMPARE(evidence(4).kind, Evidence::Kind::PatchHunk);
        QTest::keyClick(list, Qt::Key_F);
        QCOMPARE(evidence(5).kind, Evidence::Kind::TestLine);
    }

    void mutantDiffIsOneKeyAway()
    {
        Task task = m_task;
        const MutationRecord record = mutationRecordOf(task, 2, u"20260301-101500-ab12"_s);
        const QList<Flag> mutation = computeMutationFlags(task, record);
        QVERIFY(!mutation.isEmpty());
        task.flags += mutation;
        m_panel->setTask(task);
        QSignalSpy wanted(m_panel.get(), &FlagsPanel::mutantDiffRequested);
        auto *button = child<QPushButton>(*m_panel, u"mutantDiffButton"_s);

        // A flag of the review agent has no mutants: no button, and M does nothing.
        QVERIFY(m_panel->selectFlag(u"F2"_s));
        QVERIFY(button->isHidden());
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_M);
        QCOMPARE(wanted.size(), 0);

        // On a mutation flag, M asks for its mutants; the button says so with the key.
        const Flag &flag = mutation.first();
        QVERIFY(m_panel->selectFlag(flag.id));
        QVERIFY(!button->isHidden());
        QCOMPARE(button->text(), u"Mutant Diff (M)"_s);
        QTest::keyClick(table(), Qt::Key_M);
        QCOMPARE(wanted.size(), 1);
        QCOMPARE(wanted[0][0].toString(), flag.id);
        QVERIFY(wanted[0][1].value<Evidence>().file.isEmpty()); // no evidence row chosen

        // From an evidence row, that evidence is the one to look at first.
        auto *list = child<QListWidget>(*m_panel, u"evidenceList"_s);
        list->setFocus();
        list->setCurrentRow(list->count() - 1);
        QTest::keyClick(list, Qt::Key_M);
        QCOMPARE(wanted.size(), 2);
        const Evidence focus = wanted[1][1].value<Evidence>();
        QCOMPARE(focus.file, flag.evidence.last().file);
        QCOMPARE(focus.line, flag.evidence.last().line);
        QCOMPARE(focus.note, flag.evidence.last().note);

        // The context menu of the evidence offers the same, its key shown beside it.
        QString shortcut;
        QTimer::singleShot(0, m_panel.get(), [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            QAction *action = menu->findChild<QAction *>(u"mutantDiffAction"_s);
            QVERIFY(action);
            shortcut = action->shortcut().toString();
            QVERIFY(action->isShortcutVisibleInContextMenu());
            action->trigger();
            menu->close();
        });
        const QRect row = list->visualItemRect(list->item(0));
        Q_EMIT list->customContextMenuRequested(row.center());
        QCOMPARE(shortcut, u"M"_s);
        QCOMPARE(wanted.size(), 3);
        QCOMPARE(wanted[2][1].value<Evidence>().note, flag.evidence.first().note);
    }

    void missingEvidenceStillActivates()
    {
        Task task = m_task;
        task.flags[0].evidence[0].attempt = u"o1-7"_s;
        m_panel->setTask(task);
        auto *list = child<QListWidget>(*m_panel, u"evidenceList"_s);
        QVERIFY(list->item(0)->text().contains(u"(no such attempt)"_s));
        QSignalSpy activated(m_panel.get(), &FlagsPanel::evidenceActivated);
        child<QPushButton>(*m_panel, u"followButton"_s)->click();
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated[0][1].value<Evidence>().attempt, u"o1-7"_s);
    }

    void openOnlyHidesDecided()
    {
        auto *toggle = child<QCheckBox>(*m_panel, u"openOnlyToggle"_s);
        toggle->click();
        QVERIFY(m_panel->openOnly());
        QCOMPARE(shownIds(table()), (QStringList{u"F1"_s, u"F2"_s}));

        // A flag decided while hidden ones are filtered out leaves the table, and the walk moves on.
        QVERIFY(m_panel->selectFlag(u"F2"_s));
        QSignalSpy requested(m_panel.get(), &FlagsPanel::verdictRequested);
        QTest::keyClick(table(), Qt::Key_R);
        QCOMPARE(requested.size(), 1);
        Flag f2 = flagOf(m_task, u"F2"_s);
        f2.verdict = Verdict::NeedsRerun;
        m_panel->updateFlag(f2);
        QCOMPARE(shownIds(table()), QStringList{u"F1"_s});
        QCOMPARE(m_panel->currentFlagId(), u"F1"_s);

        // Asking for a hidden flag shows everything again.
        QVERIFY(m_panel->selectFlag(u"F3"_s));
        QVERIFY(!toggle->isChecked());
        QCOMPARE(shownIds(table()).size(), 3);
        QCOMPARE(m_panel->currentFlagId(), u"F3"_s);
    }

    // The panel takes the palette it is given, tall or wide: light on a light desktop, dark all over on a dark one,
    // with an error still shown on it.
    void followsTheDesktopPaletteOnScreen()
    {
        for (const QSize size : {QSize(500, 600), QSize(900, 350)}) {
            m_panel->resize(size);
            const double light = meanLightness(m_panel->grab().toImage());
            QVERIFY2(light > 0.6, qPrintable(QString::number(light)));
        }
        m_panel->setPalette(darkPalette());
        m_panel->showError(u"cannot write review.json"_s);
        QVERIFY(child<QLabel>(*m_panel, u"flagsError"_s)->isVisible());
        const double dark = meanLightness(m_panel->grab().toImage());
        QVERIFY2(dark < 0.35, qPrintable(QString::number(dark)));
    }
};

QTEST_MAIN(TestFlagsPanel)
#include "tst_flagspanel.moc"
