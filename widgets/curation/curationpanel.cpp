#include <widgets/curation/curationpanel.h>

#include <core/curation/workflow.h>
#include <core/dataset/tasklistmodel.h>
#include <widgets/common/wrappingdelegate.h>
#include <widgets/theme.h>
#include <widgets/plaintooltip.h>

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr CurationStatus kStatuses[] = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                        CurationStatus::Approved, CurationStatus::Rejected};

QString buttonText(CurationStatus to, CurationStatus from)
{
    switch (to) {
    case CurationStatus::New: return CurationPanel::tr("New");
    case CurationStatus::InReview:
        return from == CurationStatus::New        ? CurationPanel::tr("Start Review")
               : from == CurationStatus::InRepair ? CurationPanel::tr("Back to Review")
                                                  : CurationPanel::tr("Reopen…");
    case CurationStatus::InRepair: return CurationPanel::tr("Needs Repair");
    case CurationStatus::Approved: return CurationPanel::tr("Approve");
    case CurationStatus::Rejected: return CurationPanel::tr("Reject…");
    }
    return {};
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

CurationPanel::CurationPanel(QWidget *parent)
    : QWidget(parent)
    , m_status(plainLabel(this))
    , m_assigned(plainLabel(this))
    , m_assign(new QPushButton(tr("Assign…"), this))
    , m_gates(new QTreeWidget(this))
    , m_history(new QTreeWidget(this))
    , m_historyTitle(plainLabel(this))
    , m_blindBox(new QGroupBox(tr("Your verdict first (blind review)"), this))
    , m_blindFp(new QCheckBox(tr("The tests pass a wrong patch (false positive)"), m_blindBox))
    , m_blindFn(new QCheckBox(tr("The tests reject a valid patch (false negative)"), m_blindBox))
    , m_blindNote(new QPlainTextEdit(m_blindBox))
    , m_blindSubmit(new QPushButton(tr("Record and Reveal"), m_blindBox))
{
    setObjectName(u"curationPanel"_s);
    m_status->setObjectName(u"curationStatus"_s);
    QFont bold = m_status->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_status->setFont(bold);
    m_assign->setObjectName(u"assignButton"_s);
    connect(m_assign, &QPushButton::clicked, this, &CurationPanel::assignRequested);

    m_gates->setObjectName(u"gateList"_s);

    m_gates->setAccessibleName(tr("Approval gates"));
    m_gates->setHeaderLabels({tr("Approval gate"), tr("What is wrong")});
    m_gates->setRootIsDecorated(false);
    m_gates->setTextElideMode(Qt::ElideNone);
    // Half the width each; a long gate or reason reads whole, on several lines.
    m_gates->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_gates->setItemDelegate(new WrappingDelegate(m_gates));
    m_gates->setToolTip(tr("Enter or double-click a gate to see what it is about."));
    connect(m_gates, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { Q_EMIT gateActivated(item->data(0, Qt::UserRole).toString()); });

    auto *buttons = new QHBoxLayout;
    for (CurationStatus s : kStatuses) {
        auto *b = new QPushButton(this);
        b->setObjectName(curationStatusName(s) + u"Button"_s);
        connect(b, &QPushButton::clicked, this, [this, s] { Q_EMIT statusChangeRequested(s); });
        m_buttons.append(b);
        if (s != CurationStatus::New)
            buttons->addWidget(b);
        else
            b->hide(); // nothing goes back to new
    }
    buttons->addStretch(1);

    m_history->setObjectName(u"curationHistory"_s);

    m_history->setAccessibleName(tr("Decisions"));
    m_history->setHeaderLabels({tr("When"), tr("Who"), tr("Change"), tr("Why")});
    m_history->setRootIsDecorated(false);
    m_history->header()->setStretchLastSection(true);
    for (int c = 0; c < 3; ++c)
        m_history->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_history->setItemDelegateForColumn(3, new WrappingDelegate(m_history));

    m_blindBox->setObjectName(u"blindForm"_s);
    m_blindNote->setPlaceholderText(tr("What you found, in a sentence or two"));
    m_blindNote->setMaximumHeight(70);
    m_blindSubmit->setObjectName(u"blindSubmitButton"_s);
    auto *blindLayout = new QVBoxLayout(m_blindBox);
    auto *blindHint = plainLabel(m_blindBox);
    blindHint->setText(tr("The review agent's flags, the models and other curators' decisions stay hidden until you "
                          "record what you think of this task's tests."));
    blindLayout->addWidget(blindHint);
    blindLayout->addWidget(m_blindFp);
    blindLayout->addWidget(m_blindFn);
    blindLayout->addWidget(m_blindNote);
    blindLayout->addWidget(m_blindSubmit, 0, Qt::AlignRight);
    connect(m_blindSubmit, &QPushButton::clicked, this, [this] {
        Q_EMIT blindVerdictSubmitted(m_blindFp->isChecked(), m_blindFn->isChecked(),
                                     m_blindNote->toPlainText().trimmed());
    });
    m_blindBox->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_assigned);
    top->addWidget(m_assign);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_blindBox);
    layout->addLayout(buttons);
    layout->addWidget(m_gates, 3);
    layout->addWidget(m_historyTitle);
    layout->addWidget(m_history, 2);
    // Takes the place of the gates and the history while blind review hides them.
    m_filler = new QWidget(this);
    m_filler->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_filler->hide();
    layout->addWidget(m_filler, 5);
    m_blindBox->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    clear();
}

CurationPanel::~CurationPanel() = default;

QPushButton *CurationPanel::button(CurationStatus to) const
{
    return m_buttons.value(int(to));
}

QString CurationPanel::statusText() const
{
    return m_status->text();
}

void CurationPanel::clear()
{
    m_hasTask = false;
    m_status->setText(tr("No task"));
    m_assigned->clear();
    m_gates->clear();
    m_history->clear();
    m_historyTitle->clear();
    updateButtons();
}

void CurationPanel::setTask(const Task &task, const QList<GateResult> &gates)
{
    m_hasTask = true;
    m_current = task.curation.status;
    m_status->setText(tr("%1: %2").arg(task.id, TaskListModel::statusText(task.curation.status)));
    m_assigned->setText(task.curation.assignedTo.isEmpty() ? tr("Not assigned")
                                                           : tr("Assigned to %1").arg(task.curation.assignedTo));

    m_gates->clear();
    int failing = 0;
    for (const GateResult &gate : gates) {
        auto *item = new QTreeWidgetItem(m_gates, {(gate.passed ? u"✓  "_s : u"✗  "_s) + gate.title, gate.detail});
        item->setData(0, Qt::UserRole, gate.id);
        item->setData(0, Qt::AccessibleTextRole, QString((gate.passed ? tr("passes: ") : tr("fails: ")) + gate.title));
        item->setToolTip(0, plainToolTip(gate.title + u'\n' + (gate.passed ? tr("Passes.") : gate.detail)));
        item->setToolTip(1, item->toolTip(0));
        QFont font = item->font(0);
        font.setBold(!gate.passed);
        item->setFont(0, font);
        // A square of the run matrix's colours beside each gate: the failing ones stand out before they are read.
        item->setData(0, Qt::DecorationRole, QColor(gate.passed ? theme::passed : theme::failed));
        failing += gate.passed ? 0 : 1;
    }
    QPushButton *approve = button(CurationStatus::Approved);
    approve->setText(failing == 0 ? tr("Approve") : tr("Approve (%1 gates fail)…").arg(failing));

    m_history->clear();
    const QList<CurationEvent> &history = task.curation.history;
    for (qsizetype i = history.size() - 1; i >= 0; --i) {
        const CurationEvent &e = history[i];
        QString change = e.from == e.to
                             ? TaskListModel::statusText(e.to)
                             : tr("%1 → %2").arg(TaskListModel::statusText(e.from), TaskListModel::statusText(e.to));
        if (e.overridden)
            change += tr(" (override: %1)").arg(e.gatesOverridden.join(u", "_s));
        auto *item = new QTreeWidgetItem(m_history,
                                         {e.at.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s), e.by, change, e.reason});
        item->setToolTip(3, plainToolTip(e.reason));
    }
    m_historyTitle->setText(task.curation.history.isEmpty() ? tr("No decisions yet.") : tr("Decisions, newest first:"));
    updateButtons();
}

void CurationPanel::setBlind(bool blind, bool revealed)
{
    m_blind = blind;
    m_revealed = revealed;
    const bool hide = blind && !revealed;
    m_blindBox->setVisible(hide);
    if (hide) {
        m_blindFp->setChecked(false);
        m_blindFn->setChecked(false);
        m_blindNote->clear();
    }
    m_history->setVisible(!hide);
    m_historyTitle->setVisible(!hide);
    m_gates->setVisible(!hide); // the gates name flags and their verdicts
    m_filler->setVisible(hide);
    m_assigned->setVisible(!hide);
    updateButtons();
}

void CurationPanel::updateButtons()
{
    const QList<CurationStatus> allowed = m_hasTask ? allowedTransitions(m_current) : QList<CurationStatus>();
    const bool locked = m_blind && !m_revealed;
    for (CurationStatus s : kStatuses) {
        QPushButton *b = button(s);
        if (s == CurationStatus::New)
            continue;
        if (s != CurationStatus::Approved)
            b->setText(buttonText(s, m_current));
        b->setVisible(allowed.contains(s));
        b->setEnabled(!locked);
    }
    m_assign->setEnabled(m_hasTask);
}

} // namespace heddle
