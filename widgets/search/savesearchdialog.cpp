#include <widgets/search/savesearchdialog.h>

#include <core/index/savedsearches.h>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

SaveSearchDialog::SaveSearchDialog(const QString &suggestedName, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(suggestedName, this))
    , m_raisesFlag(new QCheckBox(tr("Raise a flag on each attempt it matches"), this))
    , m_flagId(new QLabel(this))
{
    setObjectName(u"saveSearchDialog"_s);
    setWindowTitle(tr("Save Search"));
    m_name->setObjectName(u"saveSearchNameEdit"_s);
    m_name->selectAll();
    m_raisesFlag->setObjectName(u"saveSearchRaisesFlagCheck"_s);
    m_raisesFlag->setToolTip(tr("Edit > Raise Behaviour Flags gives each attempt whose trajectory the search matches "
                                "an FP flag, with the matching steps as evidence: what it finds lets a patch pass "
                                "without solving the task"));
    m_flagId->setObjectName(u"saveSearchFlagIdLabel"_s);
    m_flagId->setTextFormat(Qt::PlainText);
    m_flagId->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(QString(), m_raisesFlag);
    form->addRow(QString(), m_flagId);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    const auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Save)->setEnabled(!name().isEmpty());
        follow();
    };
    connect(m_name, &QLineEdit::textChanged, this, update);
    connect(m_raisesFlag, &QCheckBox::toggled, this, update);
    update();
    resize(std::max(width(), 440), height());
}

QString SaveSearchDialog::name() const
{
    return m_name->text().trimmed();
}

bool SaveSearchDialog::raisesFlag() const
{
    return m_raisesFlag->isChecked();
}

void SaveSearchDialog::follow()
{
    m_flagId->setVisible(raisesFlag());
    m_flagId->setText(tr("Flag: behaviour.%1.<attempt> (FP)").arg(savedSearchKey(name())));
}

} // namespace heddle
