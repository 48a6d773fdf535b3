// Accessibility: every control of the window has a name a screen reader can say, the review loop runs on the
// keyboard alone, and the high-contrast appearance keeps text legible.
#include <tests/support/window/windowtest.h>

#include <app/appearance.h>
#include <app/window/mainwindow.h>
#include <app/dialogs/preferencesdialog.h>
#include <widgets/flags/mutantdiffdialog.h>
#include <widgets/history/conflictdialog.h>
#include <widgets/search/savesearchdialog.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <core/task/teststatus.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/matrix/attemptmatrixview.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QInputDialog>
#include <QTimer>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTextEdit>
#include <Qsci/qsciscintilla.h>

#include <algorithm>
#include <cmath>

using namespace heddle;
using namespace heddletest;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

bool isControl(QWidget *w)
{
    return qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w) ||
           qobject_cast<QAbstractItemView *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
           qobject_cast<QAbstractSlider *>(w) || qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QTextEdit *>(w) ||
           qobject_cast<QsciScintilla *>(w) || qobject_cast<QTabBar *>(w);
}

QString path(QWidget *w)
{
    QStringList parts;
    for (QWidget *p = w; p; p = p->parentWidget())
        parts.prepend(p->objectName().isEmpty() ? QString::fromLatin1(p->metaObject()->className()) : p->objectName());
    return parts.join(u'/');
}

// The controls a screen reader would reach without a name to say.
QStringList unnamedControls(QWidget *top)
{
    QStringList unnamed;
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (!isControl(w) || w->focusPolicy() == Qt::NoFocus)
            continue;
        // Hidden controls are not reached; those of a page whose dock is behind another tab are.
        QWidget *page = w;
        while (page->parentWidget() && page != top && !qobject_cast<QDockWidget *>(page))
            page = page->parentWidget();
        if (!w->isVisibleTo(page))
            continue;
        // A combo box's own line edit and popup list, and a spin box's line edit, speak through their owner.
        if (qobject_cast<QComboBox *>(w->parentWidget()) || qobject_cast<QAbstractSpinBox *>(w->parentWidget()) ||
            w->parentWidget()->inherits("QComboBoxPrivateContainer"))
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << path(w);
    }
    return unnamed;
}

// WCAG's contrast ratio between two colours, from 1 (none) to 21 (black on white).
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Verdict verdictOf(const QString &root, const QString &task, const QString &flag)
{
    const auto loaded = loadTask(root, task);
    if (loaded)
        for (const Flag &f : loaded->flags)
            if (f.id == flag)
                return f.verdict;
    return Verdict::Open;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
    heddle::test::DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_demo.install());
    }

    void everyControlHasAName()
    {
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        const QStringList unnamed = unnamedControls(&w);
        for (const QString &u : unnamed)
            qWarning("unnamed: %s", qPrintable(u));
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(u"%1 controls without a name:\n"_s.arg(unnamed.size()) + unnamed.join(u'\n')));
    }

    void theReviewLoopRunsOnTheKeyboardAlone()
    {
        // No action is triggered and no widget clicked: every step is a key pressed where the focus is, as a
        // curator without a mouse works.
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"coin-hours-split"_s, kAsync);
        const auto press = [](int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
            QWidget *target = QApplication::focusWidget();
            QVERIFY2(target, "nothing has the keyboard focus");
            QTest::keyClick(target, Qt::Key(key), modifiers);
        };
        const auto focusIsIn = [](QWidget *w) {
            QWidget *f = QApplication::focusWidget();
            return f && (f == w || w->isAncestorOf(f));
        };

        // Alt+Down and Alt+Up walk the queue.
        press(Qt::Key_Down, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"spend-policy"_s, kAsync);
        press(Qt::Key_Up, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"coin-hours-split"_s, kAsync);

        // F7 goes to the next open flag, with the focus in the flags; C confirms it.
        FlagsPanel *flags = w.views()->flagsPanel();
        press(Qt::Key_F7);
        QTRY_VERIFY_WITH_TIMEOUT(!flags->currentFlagId().isEmpty(), kAsync);
        QVERIFY(focusIsIn(flags));
        const QString confirmed = flags->currentFlagId();
        press(Qt::Key_C);
        QTRY_COMPARE_WITH_TIMEOUT(verdictOf(root, u"coin-hours-split"_s, confirmed), Verdict::Confirmed, kAsync);

        // The panel moves to the task's other open flag: D asks why, typing and Enter record the dismissal.
        QTRY_VERIFY_WITH_TIMEOUT(flags->currentFlagId() != confirmed, kAsync);
        const QString dismissed = flags->currentFlagId();
        QCOMPARE(verdictOf(root, u"coin-hours-split"_s, dismissed), Verdict::Open);
        press(Qt::Key_D);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget()->objectName(), u"dismissNote"_s, kAsync);
        QTest::keyClicks(QApplication::focusWidget(), u"The test checks the documented rounding"_s);
        press(Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(verdictOf(root, u"coin-hours-split"_s, dismissed), Verdict::Dismissed, kAsync);
        QVERIFY(readFile(root, u"tasks/coin-hours-split/review.json"_s)
                    .contains("The test checks the documented rounding"));

        // Ctrl+3 raises the trajectory and puts the focus in it; Ctrl+6 goes back to the flags.
        press(Qt::Key_3, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(focusIsIn(w.dock(PageId::Trajectory)), kAsync);
        press(Qt::Key_6, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(focusIsIn(w.dock(PageId::Flags)), kAsync);

        // Ctrl+Shift+Return rejects with a reason typed into the dialog, and the next task comes up.
        // The dialog opens once the task is read (off the GUI thread): answered from inside its own event loop.
        answerNextDialog<QInputDialog>([](QInputDialog *dialog) {
            // The dialog takes the keyboard focus into its field once the window system makes it active.
            QTRY_VERIFY_WITH_TIMEOUT(dialog->isAncestorOf(QApplication::focusWidget()), kAsync);
            QWidget *field = QApplication::focusWidget();
            QTest::keyClicks(field, u"The specs and the tests disagree"_s);
            QTest::keyClick(field, Qt::Key_Return);
        });
        press(Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"spend-policy"_s, kAsync);
        const QByteArray curation = readFile(root, u"tasks/coin-hours-split/curation.json"_s);
        QVERIFY2(curation.contains("rejected") && curation.contains("The specs and the tests disagree"),
                 curation.constData());
    }

    void highContrastKeepsEveryTextLegible()
    {
        const QPalette p = highContrastPalette();
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
            {QPalette::WindowText, QPalette::Window},         {QPalette::Text, QPalette::Base},
            {QPalette::Text, QPalette::AlternateBase},        {QPalette::ButtonText, QPalette::Button},
            {QPalette::HighlightedText, QPalette::Highlight}, {QPalette::ToolTipText, QPalette::ToolTipBase},
            {QPalette::PlaceholderText, QPalette::Base},      {QPalette::Link, QPalette::Base}};
        for (const auto &[text, background] : pairs)
            QVERIFY2(contrast(p.color(text), p.color(background)) >= 7.0,
                     qPrintable(u"%1 on %2: %3:1"_s.arg(int(text))
                                    .arg(int(background))
                                    .arg(contrast(p.color(text), p.color(background)))));
        QVERIFY(contrast(p.color(QPalette::Disabled, QPalette::Text), p.color(QPalette::Base)) >= 4.5);
    }

    void highContrastIsChosenFromTheViewMenuAndRemembered()
    {
        MainWindow w;
        w.show();
        QAction *high = nullptr;
        for (QAction *a : w.allActions())
            if (a->objectName() == u"high-contrastAppearanceAction")
                high = a;
        QVERIFY(high);
        high->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(Settings().appearance(), Appearance::HighContrast);

        // Every check box shows its box: an unchecked one is outlined in white on black, a checked one filled.
        QCheckBox box(u"Show open only"_s);
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        const auto brightPixels = [&box] {
            const QImage image = box.grab().toImage();
            int bright = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < std::min(image.width(), 20); ++x)
                    bright += QColor(image.pixel(x, y)).value() > 200; // white or yellow on black
            return bright;
        };
        const int outlined = brightPixels();
        QVERIFY2(outlined >= 30, qPrintable(QString::number(outlined)));
        box.setChecked(true);
        QVERIFY2(brightPixels() > outlined * 2, qPrintable(QString::number(brightPixels())));

        // Back to the system's appearance: no outlines are forced any more.
        for (QAction *a : w.allActions())
            if (a->objectName() == u"systemAppearanceAction")
                a->trigger();
        QVERIFY(qApp->styleSheet().isEmpty());
        QCOMPARE(Settings().appearance(), Appearance::System);
    }

    void theMatrixNeverSaysAStatusByColourAlone()
    {
        // Each status a cell can show has a glyph of its own, drawn on its colour.
        QStringList glyphs;
        for (const TestStatus s : {TestStatus::Passed, TestStatus::Failed, TestStatus::Error, TestStatus::Skipped,
                                   TestStatus::XFail, TestStatus::Missing}) {
            const QString glyph = AttemptMatrixView::statusGlyph(int(s));
            QVERIFY2(!glyph.trimmed().isEmpty(), qPrintable(testStatusName(s)));
            QVERIFY2(!glyphs.contains(glyph), qPrintable(testStatusName(s)));
            glyphs << glyph;
        }
    }

    void everyDialogControlHasAName()
    {
        Settings settings;
        PreferencesDialog preferences(&settings);
        preferences.setRepositories(u"demo"_s, {{u"skyledger"_s, u"repos/skyledger"_s}});
        preferences.show();
        SaveSearchDialog save(u"git log"_s);
        save.show();
        ConflictDialog conflict;
        conflict.show();
        MutantDiffDialog mutants;
        mutants.show();
        QStringList unnamed;
        for (QDialog *d : std::initializer_list<QDialog *>{&preferences, &save, &conflict, &mutants})
            unnamed << unnamedControls(d);
        for (const QString &u : unnamed)
            qWarning("unnamed: %s", qPrintable(u));
        QVERIFY2(unnamed.isEmpty(), qPrintable(u"%1 controls without a name"_s.arg(unnamed.size())));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
