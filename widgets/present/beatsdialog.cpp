#include <widgets/present/beatsdialog.h>

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kBeatRole = Qt::UserRole + 1; // the index into the beats first given

} // namespace

BeatsDialog::BeatsDialog(const QList<ArrangedBeat> &beats, QWidget *parent)
    : QDialog(parent)
    , m_beats(beats)
    , m_list(new QListWidget(this))
    , m_up(new QPushButton(tr("Move &Up"), this))
    , m_down(new QPushButton(tr("Move &Down"), this))
{
    setObjectName(u"beatsDialog"_s);
    setWindowTitle(tr("Beats of the Presentation"));
    m_list->setObjectName(u"beatsList"_s);
    m_up->setObjectName(u"moveBeatUpButton"_s);
    m_down->setObjectName(u"moveBeatDownButton"_s);
    m_list->setAccessibleName(tr("Beats"));
    for (qsizetype i = 0; i < m_beats.size(); ++i) {
        // Plain text: a category or flag id comes from the dataset.
        auto *item = new QListWidgetItem(m_beats.at(i).beat.title, m_list);
        item->setData(kBeatRole, int(i));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(m_beats.at(i).skipped ? Qt::Unchecked : Qt::Checked);
    }
    m_list->setCurrentRow(0);

    auto *hint = new QLabel(tr("Untick a beat to skip it. The order is saved with the task."), this);
    hint->setTextFormat(Qt::PlainText);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *side = new QVBoxLayout;
    side->addWidget(m_up);
    side->addWidget(m_down);
    side->addStretch();
    auto *row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    row->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);

    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &BeatsDialog::updateButtons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButtons();
    resize(480, 520);
}

QList<ArrangedBeat> BeatsDialog::arranged() const
{
    QList<ArrangedBeat> result;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem *item = m_list->item(row);
        ArrangedBeat beat = m_beats.at(item->data(kBeatRole).toInt());
        beat.skipped = item->checkState() != Qt::Checked;
        result.append(beat);
    }
    return result;
}

void BeatsDialog::moveCurrent(int step)
{
    const int row = m_list->currentRow();
    const int to = row + step;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(row);
    m_list->insertItem(to, item);
    m_list->setCurrentRow(to);
}

void BeatsDialog::updateButtons()
{
    const int row = m_list->currentRow();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row < m_list->count() - 1);
}

} // namespace heddle
