#include <app/dialogs/flagimportdialog.h>

#include <app/settings.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

FlagImportDialog::FlagImportDialog(Settings *settings, const QString &datasetFolder, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_datasetFolder(datasetFolder)
{
    setObjectName(u"flagImportDialog"_s);
    setWindowTitle(tr("Import Flags"));

    auto *intro = new QLabel(tr("A review agent's findings: Heddle's findings JSONL, SWE-rebench V2 rows with their "
                                "annotations, or Inspect Scout results exported as JSON lines. The agent's open "
                                "flags are updated, those it no longer raises are withdrawn, and decided flags stay "
                                "as they are."),
                             this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);

    m_files = new QListWidget(this);
    m_files->setObjectName(u"flagImportFiles"_s);
    m_files->setAccessibleName(tr("Findings files"));
    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *add = new QPushButton(tr("&Add Files…"), this);
    add->setObjectName(u"flagImportAddFiles"_s);
    auto *remove = new QPushButton(tr("&Remove"), this);
    remove->setObjectName(u"flagImportRemoveFiles"_s);
    connect(add, &QPushButton::clicked, this, &FlagImportDialog::addFiles);
    connect(remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_files->selectedItems());
        updateButtons();
    });
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(add);
    fileButtons->addWidget(remove);
    fileButtons->addStretch();
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_files, 1);
    fileRow->addLayout(fileButtons);

    m_agent = new QLineEdit(this);
    m_agent->setObjectName(u"flagImportAgent"_s);
    m_agent->setPlaceholderText(tr("as the files say"));
    m_agent->setAccessibleName(tr("Agent name"));
    m_agent->setToolTip(tr("The flags' source. Set, it replaces the agent's name the files give."));
    m_partial = new QCheckBox(tr("The files cover only the tasks they &name"), this);
    m_partial->setObjectName(u"flagImportPartial"_s);
    m_partial->setToolTip(tr("Checked, the agent's flags on other tasks are left as they are. Unchecked, the files "
                             "are the agent's whole output, and its open flags they no longer raise are withdrawn "
                             "on every task."));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"flagImportKind"_s);
    m_kind->setAccessibleName(tr("Kind of a scanner's findings"));
    m_kind->addItem(tr("False positives (a wrong patch passes)"));
    m_kind->addItem(tr("False negatives (a valid patch fails)"));

    auto *form = new QFormLayout;
    form->addRow(tr("Agent &name:"), m_agent);
    form->addRow(QString(), m_partial);
    form->addRow(tr("&Scanner results are:"), m_kind);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    m_dryRun = m_buttons->addButton(tr("&Dry Run"), QDialogButtonBox::ActionRole);
    m_dryRun->setObjectName(u"flagImportDryRun"_s);
    m_dryRun->setToolTip(tr("Read the files and check them against the dataset: what would be raised, withdrawn and "
                            "skipped. Nothing is written."));
    connect(m_dryRun, &QPushButton::clicked, this, &FlagImportDialog::dryRunRequested);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(fileRow, 1);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(560, 380);
    updateButtons();
}

QStringList FlagImportDialog::files() const
{
    QStringList out;
    for (int i = 0; i < m_files->count(); ++i)
        out << m_files->item(i)->data(Qt::UserRole).toString();
    return out;
}

void FlagImportDialog::setFiles(const QStringList &files)
{
    m_files->clear();
    for (const QString &file : files) {
        auto *item = new QListWidgetItem(QFileInfo(file).fileName(), m_files);
        item->setData(Qt::UserRole, file);
        item->setToolTip(file);
    }
    updateButtons();
}

QString FlagImportDialog::agentName() const
{
    return m_agent->text().trimmed();
}

bool FlagImportDialog::partial() const
{
    return m_partial->isChecked();
}

bool FlagImportDialog::falseNegatives() const
{
    return m_kind->currentIndex() == 1;
}

void FlagImportDialog::addFiles()
{
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Findings Files"),
                                                             m_settings->lastFolder(u"import-flags"_s).isEmpty()
                                                                 ? m_datasetFolder
                                                                 : m_settings->lastFolder(u"import-flags"_s),
                                                             tr("Findings (*.jsonl *.json *.ndjson);;All files (*)"));
    if (chosen.isEmpty())
        return;
    m_settings->setLastFolder(u"import-flags"_s, QFileInfo(chosen.first()).absolutePath());
    QStringList all = files();
    for (const QString &file : chosen)
        if (!all.contains(file))
            all << file;
    setFiles(all);
}

void FlagImportDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_files->count() > 0);
    m_dryRun->setEnabled(m_files->count() > 0);
}

} // namespace heddle
