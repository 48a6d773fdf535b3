#include <widgets/flags/mutantdiffdialog.h>

#include <core/patch/diffrows.h>
#include <core/patch/patchparser.h>
#include <widgets/diff/unifieddiffview.h>

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

MutantDiffDialog::MutantDiffDialog(QWidget *parent)
    : QDialog(parent)
    , m_heading(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_view(new UnifiedDiffView(this))
{
    setObjectName(u"mutantDiffDialog"_s);
    setWindowTitle(tr("Surviving Mutants"));
    // File names, lines and changes come from the task: never rich text.
    for (QLabel *label : {m_heading, m_problem}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    }
    m_heading->setObjectName(u"mutantDiffHeading"_s);
    m_problem->setObjectName(u"mutantDiffProblem"_s);
    m_problem->hide();
    m_view->setObjectName(u"mutantDiffView"_s);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("&Copy Diff"), QDialogButtonBox::ActionRole);
    copy->setObjectName(u"mutantDiffCopy"_s);
    copy->setToolTip(tr("Put the diff on the clipboard as text"));
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_text); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_problem);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(760, 420);
}

void MutantDiffDialog::setDiff(const QString &heading, const QByteArray &diff, int focusHunk)
{
    m_heading->setText(heading);
    m_text = QString::fromUtf8(diff);
    Result<Patch> patch = parsePatch(diff);
    if (!patch || patch->files.isEmpty()) {
        m_problem->setText(patch ? tr("⚠ No mutant to show.") : tr("⚠ %1").arg(patch.error().toString()));
        m_problem->show();
        m_view->setRows({}, {}, palette());
        m_focusRow = m_focusHeader = -1;
        return;
    }
    m_problem->hide();
    m_focusRow = m_focusHeader = -1;
    const PatchFile &file = patch->files.first();
    const DiffRows rows = DiffRows::build(file);
    m_view->setRows(rows, file.path(), palette());
    const int hunk = focusHunk >= 0 && focusHunk < file.hunks.size() ? focusHunk : 0;
    m_view->highlightHunk(hunk);
    const int header = rows.rowOf(hunk);
    // The mutated line (the first removed one of the hunk) under its header.
    int row = header;
    for (int r = header; r >= 0 && r < rows.rowCount(); ++r)
        if (rows.hunkAt(r) == hunk && rows.left().at(r).kind == DiffRow::Kind::Removed) {
            row = r;
            break;
        }
    m_focusRow = row;
    m_focusHeader = header;
    if (isVisible())
        scrollToFocus();
}

void MutantDiffDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Scrolled once the view has its height: before that every row counts as off screen.
    QTimer::singleShot(0, this, &MutantDiffDialog::scrollToFocus);
}

void MutantDiffDialog::scrollToFocus()
{
    if (m_focusRow >= 0)
        m_view->showRow(m_focusRow, m_focusHeader);
}

} // namespace heddle
