#include <app/appearance.h>
#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <app/mainwindow.h>
#include <app/pages/flagspage.h>
#include <app/pages/pageregistry.h>
#include <app/pages/taskpage.h>
#include <app/settings.h>
#include <app/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/jobs/jobtracker.h>
#include <core/mutation/mutationflags.h>
#include <core/present/presentation.h>
#include <core/snapshot/tasksnapshot.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/flags/mutantdiffdialog.h>
#include <widgets/present/presentationview.h>
#include <widgets/trajectory/trajectoryview.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileInfo>
#include <QImageWriter>
#include <QTemporaryDir>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace heddle::cli {

// A class rather than free functions, so that lupdate sees the translation context.
class ScreenshotVerb
{
    Q_DECLARE_TR_FUNCTIONS(heddle::cli::ScreenshotVerb)

public:
    static QStringList pageNames()
    {
        QStringList names;
        for (const PageInfo &p : taskPages())
            names.append(p.name);
        return names;
    }
    // Every page by its name, the whole window, the surviving mutants of a mutation flag (with --flag) and a beat of
    // the presentation (with --beat).
    static QStringList viewNames() { return pageNames() << u"window"_s << u"mutants"_s << u"present"_s; }

    // Lets queued work (async loads, layouts, the first paint) finish, up to a deadline.
    static void settle(const std::function<bool()> &done, int milliseconds = 20000)
    {
        QDeadlineTimer deadline(milliseconds);
        while (!deadline.hasExpired()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            if (done())
                break;
        }
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }

    // Puts the views where the options say: an attempt's patch or trajectory, a flag, a test line.
    static bool point(TaskViews &views, const QCommandLineParser &p)
    {
        const QString attempt = p.value(u"attempt"_s);
        const QString compare = p.value(u"compare"_s);
        if (p.isSet(u"attempt"_s) || p.isSet(u"compare"_s)) {
            views.showPatch(attempt, p.isSet(u"compare"_s) ? std::optional(compare) : std::nullopt);
            if (!attempt.isEmpty())
                views.showTrajectory(attempt, compare);
        }
        if (p.isSet(u"step"_s)) {
            Evidence e;
            e.kind = Evidence::Kind::TrajectoryStep;
            e.attempt = attempt;
            e.step = p.value(u"step"_s).toInt();
            if (!views.showEvidence(e)) {
                err() << tr("heddle screenshot: %1").arg(views.errorString()) << '\n';
                return false;
            }
        }
        if (p.isSet(u"flag"_s) && !views.showFlag(p.value(u"flag"_s))) {
            err() << tr("heddle screenshot: the task has no flag %1").arg(p.value(u"flag"_s)) << '\n';
            return false;
        }
        if (p.isSet(u"file"_s)) {
            Evidence e;
            e.kind = Evidence::Kind::TestLine;
            e.file = p.value(u"file"_s);
            e.line = std::max(1, p.value(u"line"_s).toInt());
            if (!views.showEvidence(e)) {
                err() << tr("heddle screenshot: %1").arg(views.errorString()) << '\n';
                return false;
            }
        }
        return true;
    }
};

int runScreenshot(const QStringList &args)
{
    using V = ScreenshotVerb;
    QCommandLineParser p;
    p.setApplicationDescription(
        V::tr("Render one view of a task offscreen and save it as a PNG, for slides, documentation and tests."));
    p.addHelpOption();
    p.addPositionalArgument(u"DATASET"_s, V::tr("the dataset folder"));
    p.addPositionalArgument(u"TASK"_s, V::tr("the task id"));
    p.addOption({u"view"_s,
                 V::tr("%1, window, mutants (the diff of a mutation flag's surviving mutants, with --flag) or present "
                       "(a beat of the presentation, with --beat) (default overview)")
                     .arg(V::pageNames().join(u", "_s)),
                 u"VIEW"_s, u"overview"_s});
    p.addOption({u"out"_s, V::tr("the PNG file to write"), u"FILE"_s});
    p.addOption({u"size"_s, V::tr("the view's size in logical pixels (default 1200x750)"), u"WxH"_s, u"1200x750"_s});
    p.addOption({u"width"_s, V::tr("the view's width in logical pixels (instead of --size)"), u"W"_s});
    p.addOption({u"height"_s, V::tr("the view's height in logical pixels (instead of --size)"), u"H"_s});
    p.addOption({u"beat"_s, V::tr("the beat of the presentation to render (1-based, with --view present)"), u"N"_s});
    p.addOption({u"scale"_s, V::tr("device pixel ratio: 2 renders for a high-DPI screen (default 1)"), u"N"_s});
    p.addOption({u"theme"_s, V::tr("light, dark or high-contrast (default light)"), u"THEME"_s, u"light"_s});
    p.addOption({u"attempt"_s, V::tr("the attempt whose patch and trajectory to show"), u"ID"_s});
    p.addOption({u"compare"_s, V::tr("a second attempt (or \"\" for the reference) to compare with"), u"ID"_s});
    p.addOption({u"step"_s, V::tr("the trajectory step to show (0-based, with --attempt)"), u"N"_s});
    p.addOption({u"flag"_s, V::tr("the flag to select"), u"ID"_s});
    p.addOption({u"file"_s, V::tr("the test file to show"), u"PATH"_s});
    p.addOption({u"line"_s, V::tr("the line of the test file to show"), u"N"_s});
    if (!p.parse(QStringList{u"heddle screenshot"_s} + args)) {
        err() << p.errorText() << '\n';
        return Usage;
    }
    if (p.isSet(u"help"_s)) {
        out() << p.helpText();
        return Success;
    }
    const QStringList pos = p.positionalArguments();
    const QString view = p.value(u"view"_s);
    const QString outFile = p.value(u"out"_s);
    const QStringList size = p.value(u"size"_s).split(u'x');
    const int width = p.isSet(u"width"_s) ? p.value(u"width"_s).toInt() : size.value(0).toInt();
    const int height = p.isSet(u"height"_s) ? p.value(u"height"_s).toInt() : size.value(1).toInt();
    bool beatIsNumber = false;
    const int beat = p.value(u"beat"_s).toInt(&beatIsNumber);
    if (p.isSet(u"beat"_s) != (view == u"present"_s) || (p.isSet(u"beat"_s) && !beatIsNumber)) {
        err() << V::tr("heddle screenshot: --view present takes --beat N (1-based), and --beat takes --view present")
              << '\n';
        return Usage;
    }
    const QString theme = p.value(u"theme"_s);
    if (pos.size() != 2 || outFile.isEmpty() || !V::viewNames().contains(view) || width < 100 || height < 100 ||
        (theme != u"light"_s && theme != u"dark"_s && theme != u"high-contrast"_s)) {
        err() << V::tr("Usage: heddle screenshot DATASET TASK --view %1 --out FILE.png [--size WxH | --width W "
                       "--height H] [--beat N] [--scale N] [--theme light|dark|high-contrast]")
                     .arg(V::viewNames().join(u'|'))
              << '\n';
        return Usage;
    }
    applyAppearance(appearanceFromName(theme));

    const QString root = QFileInfo(pos[0]).absoluteFilePath();
    auto dataset = openDataset(root);
    if (!dataset) {
        err() << dataset.error().toString() << '\n';
        return Failure;
    }
    // The task, its runs and its history, as the window would show them.
    Settings settings;
    auto snapshot = loadTaskSnapshot({root, pos[1], settings.curatorName(), {}}, JobControl::none());
    if (!snapshot) {
        err() << snapshot.error().toString() << '\n';
        return Failure;
    }

    QPixmap image;
    if (view == u"window"_s) {
        // The window remembers datasets, layout and tasks; a rendering must not change the user's settings.
        QTemporaryDir settingsDir;
        Settings::useFolder(settingsDir.path());
        MainWindow window;
        window.resize(width, height);
        window.show();
        window.openDataset(root);
        V::settle([&] { return !window.datasetRoot().isEmpty(); });
        window.selectTask(pos[1]);
        V::settle([&] { return window.views()->task().id == pos[1]; });
        if (!V::point(*window.views(), p))
            return Failure;
        V::settle([&] { return !window.views()->trajectoryView()->isLoading(); });
        image = window.grab();
    } else if (view == u"present"_s) {
        const TaskSnapshot &shown = *snapshot;
        const Presentation presentation = loadPresentation(root, shown.task, shown.runs.records);
        for (const Error &e : presentation.problems)
            err() << V::tr("heddle screenshot: the saved order of the beats is not used: %1").arg(e.toString()) << '\n';
        const qsizetype count = presentation.shown().size();
        if (beat < 1 || beat > count) {
            err() << V::tr("heddle screenshot: there is no beat %1: %2 has %n beat(s)", nullptr, int(count))
                         .arg(beat)
                         .arg(pos[1])
                  << '\n';
            return Failure;
        }
        PresentationView present;
        present.resize(width, height);
        present.setPresentation(presentation);
        present.setCurrentBeat(beat - 1);
        present.show();
        V::settle([] { return false; }, 300);
        image = present.grab();
    } else if (view == u"mutants"_s) {
        QWidget host;
        TaskViews views(&settings, &host);
        views.setDataset(*dataset);
        views.setSnapshot(std::move(snapshot).value());
        auto *page = qobject_cast<FlagsPage *>(views.page(PageId::Flags));
        page->show();
        if (!p.isSet(u"flag"_s)) {
            err() << V::tr("heddle screenshot: --view mutants needs the --flag of a mutation flag") << '\n';
            return Usage;
        }
        if (!V::point(views, p))
            return Failure;
        const auto &flags = views.task().flags;
        if (std::none_of(flags.cbegin(), flags.cend(),
                         [&](const Flag &f) { return f.id == p.value(u"flag"_s) && isMutationFlag(f); })) {
            err() << V::tr("heddle screenshot: %1 is not a mutation flag").arg(p.value(u"flag"_s)) << '\n';
            return Failure;
        }
        page->panel()->showMutantDiff();
        // Shown at once from the newest analysis; an older one the flag names is read first.
        V::settle([&] { return page->mutantDiffDialog() && page->mutantDiffDialog()->isVisible(); }, 5000);
        if (!page->mutantDiffDialog()) {
            err() << V::tr("heddle screenshot: flag %1 has no surviving mutant to show").arg(p.value(u"flag"_s))
                  << '\n';
            return Failure;
        }
        page->mutantDiffDialog()->resize(width, height);
        V::settle([] { return false; }, 200);
        image = page->mutantDiffDialog()->grab();
    } else {
        QWidget host;
        TaskViews views(&settings, &host);
        views.setDataset(*dataset);
        views.setSnapshot(std::move(snapshot).value());
        QWidget *page = views.page(*pageFromName(view));
        page->setParent(nullptr);
        page->resize(width, height);
        page->show();
        if (!V::point(views, p))
            return Failure;
        V::settle([&] { return !views.trajectoryView()->isLoading(); });
        image = page->grab();
        page->setParent(&host);
    }
    QImageWriter writer(outFile, "png");
    if (!writer.write(image.toImage())) {
        err() << V::tr("heddle screenshot: cannot write %1: %2").arg(outFile, writer.errorString()) << '\n';
        return Failure;
    }
    out() << V::tr("%1: %2 view of %3, %4x%5 pixels").arg(outFile, view, pos[1]).arg(image.width()).arg(image.height())
          << '\n';
    return Success;
}

} // namespace heddle::cli
