#include <widgets/flags/repairdialog.h>

#include <core/patch/diffrows.h>
#include <core/patch/patchparser.h>
#include <widgets/diff/unifieddiffview.h>

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

RepairDialog::RepairDialog(QWidget *parent)
    : QDialog(parent)
    , m_heading(new QLabel(this))
    , m_checks(new QLabel(this))
    , m_view(new UnifiedDiffView(this))
{
    setObjectName(u"repairDialog"_s);
    setWindowTitle(tr("Suggested Repair"));
    for (QLabel *label : {m_heading, m_checks}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    }
    m_heading->setObjectName(u"repairHeading"_s);
    m_checks->setObjectName(u"repairChecks"_s);
    m_view->setObjectName(u"repairDiff"_s);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(u"repairApply"_s);
    m_apply->setToolTip(tr("Take this suggestion: one edit of the test file and lists, undoable, committed; the flag "
                           "is confirmed as repaired and the task validated again (Ctrl+Return)"));
    m_next = buttons->addButton(tr("&Next Suggestion"), QDialogButtonBox::ActionRole);
    m_next->setObjectName(u"repairNext"_s);
    m_next->setToolTip(tr("Show the next verified suggestion for this flag (Ctrl+N)"));
    connect(m_apply, &QPushButton::clicked, this, &RepairDialog::applyCurrent);
    connect(m_next, &QPushButton::clicked, this, &RepairDialog::showNext);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *apply = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(apply, &QShortcut::activated, this, &RepairDialog::applyCurrent);
    auto *next = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_N), this);
    connect(next, &QShortcut::activated, this, &RepairDialog::showNext);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_checks);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(820, 520);
}

void RepairDialog::setSuggestions(const QString &flagId, const QList<RepairSuggestion> &suggestions,
                                  const QString &whyNone)
{
    m_flag = flagId;
    m_suggestions = suggestions;
    m_current = 0;
    if (m_suggestions.isEmpty()) {
        m_heading->setText(tr("No verified repair for flag %1: %2").arg(flagId, whyNone));
        m_checks->clear();
        m_view->setRows({}, {}, palette());
        m_apply->setEnabled(false);
        m_next->setEnabled(false);
        return;
    }
    present();
}

QString RepairDialog::headingText() const
{
    return m_heading->text();
}

QString RepairDialog::checklistText() const
{
    return m_checks->text();
}

void RepairDialog::showNext()
{
    if (m_suggestions.size() < 2)
        return;
    m_current = (m_current + 1) % int(m_suggestions.size());
    present();
}

void RepairDialog::applyCurrent()
{
    if (m_current < 0 || m_current >= m_suggestions.size() || !m_apply->isEnabled())
        return;
    m_apply->setEnabled(false); // once: the edit is on its way
    Q_EMIT applyRequested(m_suggestions.at(m_current));
    accept();
}

void RepairDialog::present()
{
    const RepairSuggestion &s = m_suggestions.at(m_current);
    const QString kind = s.kind == RepairSuggestion::Kind::Relax ? tr("Relax a check") : tr("Add a test");
    m_heading->setText(tr("Flag %1 — suggestion %2 of %3: %4 in %5: %6")
                           .arg(m_flag)
                           .arg(m_current + 1)
                           .arg(m_suggestions.size())
                           .arg(kind, s.file, s.summary));
    QStringList lines;
    for (const RepairCheck &c : s.checks)
        lines.append((c.passed ? u"✓ "_s : u"✗ "_s) + c.what + (c.passed ? QString() : u": "_s + c.detail));
    m_checks->setText(tr("Proved in scratch workspaces:") + u'\n' + lines.join(u'\n'));
    const Result<Patch> patch = parsePatch(s.diff());
    if (patch && !patch->files.isEmpty()) {
        const PatchFile &file = patch->files.first();
        m_view->setRows(DiffRows::build(file), file.path(), palette());
    } else {
        m_view->setRows({}, {}, palette());
    }
    m_apply->setEnabled(s.verified);
    m_next->setEnabled(m_suggestions.size() > 1);
}

} // namespace heddle
