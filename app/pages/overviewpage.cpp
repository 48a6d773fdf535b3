#include <app/pages/overviewpage.h>

#include <app/pages/showntask.h>
#include <core/importers/testfilefetch.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/specgraph/speclistview.h>

#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

OverviewPage::OverviewPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"overviewPage"_s, parent)
    , m_query(new QPlainTextEdit(this)) // plain text only: the query is untrusted
    , m_specList(new SpecListView(this))
    , m_specGraph(new SpecGraphView(this))
    , m_specInfo(plainLabel(this, u"specInfo"_s))
    , m_completeness(plainLabel(this, u"taskCompleteness"_s))
{
    m_query->setObjectName(u"taskQuery"_s);
    m_query->setReadOnly(true);
    m_specGraph->setObjectName(u"specGraph"_s);

    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_query);
    left->addWidget(m_specList);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 2);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_specGraph, 1);
    rightLayout->addWidget(m_specInfo);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"overviewSplitter"_s);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({400, 600}); // scaled to the page's width when shown; the graph is what presenters show
    m_completeness->hide();
    pageLayout()->addWidget(m_completeness);
    pageLayout()->addWidget(split);

    connect(m_specGraph, &SpecGraphView::specActivated, this, &OverviewPage::showSpec);
    connect(m_specList, &SpecListView::specActivated, this, &OverviewPage::showSpec);
}

void OverviewPage::showTask()
{
    const Task &task = shown().task;
    m_query->setPlainText(task.query);
    m_specGraph->setTask(task);
    // Plain text: the repository's name and paths come from the task.
    QStringList lacks;
    if (!task.id.isEmpty() && !shown().snapshot.repository)
        lacks.append(tr("The repository cannot be reached: %1. The task keeps working with what it holds.")
                         .arg(shown().snapshot.repository.error().message));
    if (const qsizetype missing = task.id.isEmpty() ? 0 : missingTestFiles(task).size())
        lacks.append(tr("The task lacks %n of the files its test_patch touches: Task > Fetch Test Files reads them "
                        "from the repository.",
                        nullptr, int(missing)));
    m_completeness->setText(lacks.join(u'\n'));
    m_completeness->setVisible(!lacks.isEmpty());
    if (task.id.isEmpty()) {
        m_specList->setTask(task);
        m_specInfo->clear();
        return;
    }
    QHash<QString, QString> titles;
    for (const SpecCategory &c : std::as_const(shown().info.specCategories))
        titles.insert(c.id, c.title);
    m_specList->setTask(task, titles);
    m_specInfo->setText(task.specs.isEmpty() ? tr("This task lists no specs: the query and the tests are all it has.")
                        : m_specList->uncoveredCount() > 0
                            ? tr("%n spec(s) no test covers, marked ⚠. Click a spec to see its text and its tests.",
                                 nullptr, m_specList->uncoveredCount())
                            : tr("Click a spec to see its text and the tests that cover it."));
}

void OverviewPage::showMessage(const QString &message)
{
    m_query->setPlainText(message);
}

void OverviewPage::showSpec(const QString &specId)
{
    m_specGraph->setActiveSpec(specId);
    m_specList->setActiveSpec(specId);
    for (const Spec &s : std::as_const(shown().task.specs)) {
        if (s.id != specId)
            continue;
        const QString tests = s.coveredBy.isEmpty() ? tr("No test covers this spec: a false-positive risk.")
                                                    : tr("Covered by: %1").arg(s.coveredBy.join(u", "_s));
        const QStringList with = m_specGraph->graph().neighbours(specId);
        const QString interacts =
            with.isEmpty() ? QString() : u"\n"_s + tr("Interacts with: %1").arg(with.join(u", "_s));
        m_specInfo->setText(u"%1 — %2\n%3\n%4"_s.arg(s.id, s.title, s.text, tests) + interacts);
    }
}

} // namespace heddle
