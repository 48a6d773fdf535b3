#include <app/taskpanel.h>

#include <core/patch/patchparser.h>
#include <widgets/diff/patchdiffview.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/trajectory/trajectoryview.h>

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSet>
#include <QSplitter>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QWidget *column(QWidget *parent, std::initializer_list<QWidget *> widgets, QWidget *stretch)
{
    auto *w = new QWidget(parent);
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 4, 0, 0);
    for (QWidget *child : widgets)
        layout->addWidget(child, child == stretch ? 1 : 0);
    return w;
}

QString attemptLabel(const Attempt &a)
{
    return u"%1 — %2 #%3"_s.arg(a.id, a.model).arg(a.sample);
}

} // namespace

TaskPanel::TaskPanel(QWidget *parent)
    : QTabWidget(parent)
{
    setObjectName(u"taskPanel"_s);
    setDocumentMode(true);

    m_query = new QPlainTextEdit(this); // plain text only: the query is untrusted
    m_query->setObjectName(u"taskQuery"_s);
    m_query->setReadOnly(true);
    m_specInfo = new QLabel(this);
    m_specInfo->setTextFormat(Qt::PlainText);
    m_specInfo->setWordWrap(true);
    m_specGraph = new SpecGraphView(this);
    m_specGraph->setObjectName(u"specGraph"_s);
    connect(m_specGraph, &SpecGraphView::specActivated, this, [this](const QString &id) {
        for (const Spec &s : std::as_const(m_task.specs)) {
            if (s.id != id)
                continue;
            const QString tests = s.coveredBy.isEmpty() ? tr("No test covers this spec.")
                                                        : tr("Covered by: %1").arg(s.coveredBy.join(u", "_s));
            m_specInfo->setText(u"%1 (%2): %3\n%4"_s.arg(s.id, s.category, s.text, tests));
        }
    });
    auto *overview = new QSplitter(Qt::Vertical, this);
    overview->addWidget(m_query);
    overview->addWidget(column(overview, {m_specGraph, m_specInfo}, m_specGraph));
    overview->setStretchFactor(1, 3);
    addTab(overview, tr("Overview"));

    m_patchChoice = new QComboBox(this);
    m_patchChoice->setObjectName(u"patchChoice"_s);
    m_patchError = new QLabel(this);
    m_patchError->setTextFormat(Qt::PlainText);
    m_patchError->setWordWrap(true);
    m_patchError->hide();
    m_diff = new PatchDiffView(this);
    m_diff->setObjectName(u"patchDiff"_s);
    connect(m_patchChoice, &QComboBox::currentIndexChanged, this, &TaskPanel::showPatch);
    addTab(column(this, {m_patchChoice, m_patchError, m_diff}, m_diff), tr("Patches"));

    m_trajectoryChoice = new QComboBox(this);
    m_trajectoryChoice->setObjectName(u"trajectoryChoice"_s);
    m_trajectory = new TrajectoryView(this);
    m_trajectory->setObjectName(u"trajectoryView"_s);
    connect(m_trajectoryChoice, &QComboBox::currentIndexChanged, this, &TaskPanel::showTrajectory);
    addTab(column(this, {m_trajectoryChoice, m_trajectory}, m_trajectory), tr("Trajectory"));

    clear(tr("Select a task to see it here."));
}

void TaskPanel::clear(const QString &message)
{
    m_task = Task{};
    m_query->setPlainText(message);
    m_specGraph->setTask(m_task);
    m_specInfo->clear();
    const QSignalBlocker blockPatches(m_patchChoice);
    const QSignalBlocker blockTrajectories(m_trajectoryChoice);
    m_patchChoice->clear();
    m_trajectoryChoice->clear();
    m_diff->setPatch(Patch{});
    m_trajectory->setTrajectory(Trajectory{});
}

void TaskPanel::setTask(Task task)
{
    m_task = std::move(task);
    m_query->setPlainText(m_task.query);
    m_specGraph->setTask(m_task);
    m_specInfo->setText(tr("Click a spec to see its text and the tests that cover it."));

    {
        const QSignalBlocker block(m_patchChoice);
        m_patchChoice->clear();
        m_patchChoice->addItem(tr("Reference patch"));
        for (const Attempt &a : std::as_const(m_task.attempts))
            m_patchChoice->addItem(attemptLabel(a));
    }
    showPatch(0);

    {
        const QSignalBlocker block(m_trajectoryChoice);
        m_trajectoryChoice->clear();
        for (const Attempt &a : std::as_const(m_task.attempts))
            if (a.trajectory.isValid())
                m_trajectoryChoice->addItem(attemptLabel(a), a.id);
    }
    if (m_trajectoryChoice->count() > 0)
        showTrajectory(0);
    else
        m_trajectory->setTrajectory(Trajectory{});
}

void TaskPanel::showPatch(int index)
{
    if (index < 0)
        return;
    const QByteArray &bytes = index == 0 ? m_task.referencePatch : m_task.attempts.value(index - 1).patch;
    auto patch = parsePatch(bytes);
    m_patchError->setVisible(!patch);
    if (!patch) {
        m_patchError->setText(tr("This patch cannot be shown: %1").arg(patch.error().toString()));
        m_diff->setPatch(Patch{});
        return;
    }
    m_diff->setPatch(*patch);
}

void TaskPanel::showTrajectory(int index)
{
    const QString attemptId = m_trajectoryChoice->itemData(index).toString();
    for (const Attempt &a : std::as_const(m_task.attempts)) {
        if (a.id != attemptId)
            continue;
        QSet<int> cited;
        for (const Flag &f : std::as_const(m_task.flags))
            for (const Evidence &e : f.evidence)
                if (e.kind == Evidence::Kind::TrajectoryStep && e.attempt == a.id && e.step >= 0)
                    cited.insert(e.step);
        m_trajectory->setCitedSteps(cited);
        m_trajectory->loadFile(m_task.folder + u"/attempts/"_s + a.id + u'/' + a.trajectory.file, a.trajectory.format);
    }
}

} // namespace heddle
