#include <app/appearance.h>
#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <app/window/mainwindow.h>
#include <app/pages/flagspage.h>
#include <app/pages/pageregistry.h>
#include <app/pages/taskpage.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
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
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileInfo>
#include <QImageWriter>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTimer>

#include <variant>

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
    static bool point(TaskViews &views, const Arguments &p)
    {
        const QString attempt = p.value(u"attempt");
        const QString compare = p.value(u"compare");
        if (p.isSet(u"attempt") || p.isSet(u"compare")) {
            views.showPatch(attempt, p.isSet(u"compare") ? std::optional(compare) : std::nullopt);
            if (!attempt.isEmpty())
                views.showTrajectory(attempt, compare);
        }
        if (p.isSet(u"step")) {
            Evidence e;
            e.kind = Evidence::Kind::TrajectoryStep;
            e.attempt = attempt;
            e.step = p.value(u"step").toInt();
            if (!views.showEvidence(e)) {
                err() << tr("heddle screenshot: %1").arg(views.errorString()) << '\n';
                return false;
            }
        }
        if (p.isSet(u"flag") && !views.showFlag(p.value(u"flag"))) {
            err() << tr("heddle screenshot: the task has no flag %1").arg(p.value(u"flag")) << '\n';
            return false;
        }
        if (p.isSet(u"file")) {
            Evidence e;
            e.kind = Evidence::Kind::TestLine;
            e.file = p.value(u"file");
            e.line = std::max(1, p.value(u"line").toInt());
            if (!views.showEvidence(e)) {
                err() << tr("heddle screenshot: %1").arg(views.errorString()) << '\n';
                return false;
            }
        }
        return true;
    }
};

namespace {

using V = ScreenshotVerb;
/// What a view rendered, or the exit code of why it could not be.
using Rendered = std::variant<QPixmap, int>;

struct Shot {
    QString root;
    QString task;
    int width = 0;
    int height = 0;
};

Rendered renderWindow(const Shot &shot, const Arguments &args)
{
    // The window remembers datasets, layout and tasks; a rendering must not change the user's settings.
    QTemporaryDir settingsDir;
    Settings::useFolder(settingsDir.path());
    MainWindow window;
    window.resize(shot.width, shot.height);
    window.show();
    window.openDataset(shot.root);
    V::settle([&] { return !window.datasetRoot().isEmpty(); });
    window.selectTask(shot.task);
    V::settle([&] { return window.views()->task().id == shot.task; });
    if (!V::point(*window.views(), args))
        return int(Failure);
    V::settle([&] { return !window.views()->trajectoryView()->isLoading(); });
    return window.grab();
}

Rendered renderBeat(const Shot &shot, const TaskSnapshot &snapshot, const Arguments &args)
{
    bool isNumber = false;
    const int beat = args.value(u"beat").toInt(&isNumber);
    if (!isNumber)
        return args.usageError(u"--beat takes a number (1-based)"_s);
    const Presentation presentation = loadPresentation(shot.root, snapshot.task, snapshot.runs.records);
    for (const Error &e : presentation.problems)
        err() << V::tr("heddle screenshot: the saved order of the beats is not used: %1").arg(e.toString()) << '\n';
    const qsizetype count = presentation.shown().size();
    if (beat < 1 || beat > count) {
        err() << V::tr("heddle screenshot: there is no beat %1: %2 has %n beat(s)", nullptr, int(count))
                     .arg(beat)
                     .arg(shot.task)
              << '\n';
        return int(Failure);
    }
    PresentationView present;
    present.resize(shot.width, shot.height);
    present.setPresentation(presentation);
    present.setCurrentBeat(beat - 1);
    present.show();
    V::settle([] { return false; }, 300);
    return present.grab();
}

Rendered renderMutants(const Shot &shot, TaskViews &views, const Arguments &args)
{
    auto *page = qobject_cast<FlagsPage *>(views.page(PageId::Flags));
    page->show();
    if (!args.isSet(u"flag"))
        return args.usageError(u"--view mutants needs the --flag of a mutation flag"_s);
    if (!V::point(views, args))
        return int(Failure);
    const QString flag = args.value(u"flag");
    const auto &flags = views.task().flags;
    if (std::none_of(flags.cbegin(), flags.cend(), [&](const Flag &f) { return f.id == flag && isMutationFlag(f); })) {
        err() << V::tr("heddle screenshot: %1 is not a mutation flag").arg(flag) << '\n';
        return int(Failure);
    }
    page->panel()->showMutantDiff();
    // Shown at once from the newest analysis; an older one the flag names is read first.
    V::settle([&] { return page->mutantDiffDialog() && page->mutantDiffDialog()->isVisible(); }, 5000);
    if (!page->mutantDiffDialog()) {
        err() << V::tr("heddle screenshot: flag %1 has no surviving mutant to show").arg(flag) << '\n';
        return int(Failure);
    }
    page->mutantDiffDialog()->resize(shot.width, shot.height);
    V::settle([] { return false; }, 200);
    return page->mutantDiffDialog()->grab();
}

Rendered renderPage(const Shot &shot, TaskViews &views, const QString &view, const Arguments &args)
{
    QWidget *page = views.page(*pageFromName(view));
    QWidget *host = page->parentWidget();
    page->setParent(nullptr);
    page->resize(shot.width, shot.height);
    page->show();
    const auto back = qScopeGuard([&] { page->setParent(host); });
    if (!V::point(views, args))
        return int(Failure);
    V::settle([&] { return !views.trajectoryView()->isLoading(); });
    return page->grab();
}

/// The view's size: --width and --height, else --size.
std::optional<QSize> sizeOf(const Arguments &args)
{
    const QStringList size = (args.isSet(u"size") ? args.value(u"size") : u"1200x750"_s).split(u'x');
    const int width = args.isSet(u"width") ? args.value(u"width").toInt() : size.value(0).toInt();
    const int height = args.isSet(u"height") ? args.value(u"height").toInt() : size.value(1).toInt();
    if (width < 100 || height < 100)
        return std::nullopt;
    return QSize(width, height);
}

} // namespace

const VerbSpec &screenshotVerb()
{
    static const VerbSpec spec = [] {
        return VerbSpec{
            u"screenshot"_s,
            u"render a view of a task offscreen into a PNG (overview, matrix, diff, ...)"_s,
            {{u"DATASET"_s, Completes::Folders}, {u"TASK"_s, Completes::Tasks}},
            {{u"view"_s, u"VIEW"_s,
              u"%1, window, mutants (the diff of a mutation flag's surviving mutants, with --flag) or present (a beat "
              "of the presentation, with --beat) (default overview)"_s.arg(V::pageNames().join(u", "_s)),
              Completes::Values, V::viewNames()},
             {u"out"_s, u"FILE"_s, u"the PNG file to write"_s, Completes::Files, {}, {}, true},
             {u"size"_s, u"WxH"_s, u"the view's size in logical pixels, each at least 100 (default 1200x750)"_s},
             {u"width"_s, u"W"_s, u"the view's width in logical pixels (instead of --size)"_s},
             {u"height"_s, u"H"_s, u"the view's height in logical pixels (instead of --size)"_s},
             {u"beat"_s, u"N"_s, u"the beat of the presentation to render (1-based, with --view present)"_s},
             {u"scale"_s, u"N"_s, u"device pixel ratio: 2 renders for a high-DPI screen (default 1)"_s},
             {u"theme"_s,
              u"THEME"_s,
              u"light, dark or high-contrast (default light)"_s,
              Completes::Values,
              {u"light"_s, u"dark"_s, u"high-contrast"_s}},
             {u"attempt"_s, u"ID"_s, u"the attempt whose patch and trajectory to show"_s},
             {u"compare"_s, u"ID"_s, u"a second attempt (or \"\" for the reference) to compare with"_s},
             {u"step"_s, u"N"_s, u"the trajectory step to show (0-based, with --attempt)"_s},
             {u"flag"_s, u"ID"_s, u"the flag to select"_s},
             {u"file"_s, u"PATH"_s, u"the test file to show"_s},
             {u"line"_s, u"N"_s, u"the line of the test file to show"_s}},
            {u"Render one view of a task offscreen and save it as a PNG, for slides, documentation and tests. It "
             "needs no display."_s},
            u"0 when the PNG was written, 1 when the dataset, the task or what the options point at cannot be shown "
            "or the file cannot be written, 2 on a usage error."_s};
    }();
    return spec;
}

int runScreenshot(const Arguments &args)
{
    const QString view = args.isSet(u"view") ? args.value(u"view") : u"overview"_s;
    const std::optional<QSize> size = sizeOf(args);
    if (!size)
        return args.usageError(u"the view's width and height are numbers of at least 100 pixels"_s);
    if (args.isSet(u"beat") != (view == u"present"_s))
        return args.usageError(u"--view present takes --beat N (1-based), and --beat takes --view present"_s);
    applyAppearance(appearanceFromName(args.isSet(u"theme") ? args.value(u"theme") : u"light"_s));

    const Shot shot{QFileInfo(args.positional(0)).absoluteFilePath(), args.positional(1), size->width(),
                    size->height()};
    auto dataset = openDataset(shot.root);
    if (!dataset) {
        err() << dataset.error().toString() << '\n';
        return Failure;
    }
    // The task, its runs and its history, as the window would show them.
    Settings settings;
    auto snapshot = loadTaskSnapshot({shot.root, shot.task, settings.curatorName(), {}}, JobControl::none());
    if (!snapshot) {
        err() << snapshot.error().toString() << '\n';
        return Failure;
    }
    Rendered image;
    if (view == u"window"_s) {
        image = renderWindow(shot, args);
    } else if (view == u"present"_s) {
        image = renderBeat(shot, *snapshot, args);
    } else {
        QWidget host;
        TaskViews views(&settings, &host);
        views.setDataset(*dataset);
        views.setSnapshot(std::move(snapshot).value());
        image = view == u"mutants"_s ? renderMutants(shot, views, args) : renderPage(shot, views, view, args);
    }
    if (const int *code = std::get_if<int>(&image))
        return *code;
    const QPixmap &pixmap = std::get<QPixmap>(image);
    const QString outFile = args.value(u"out");
    QImageWriter writer(outFile, "png");
    if (!writer.write(pixmap.toImage())) {
        err() << V::tr("heddle screenshot: cannot write %1: %2").arg(outFile, writer.errorString()) << '\n';
        return Failure;
    }
    out() << V::tr("%1: %2 view of %3, %4x%5 pixels")
                 .arg(outFile, view, shot.task)
                 .arg(pixmap.width())
                 .arg(pixmap.height())
          << '\n';
    return Success;
}

} // namespace heddle::cli
