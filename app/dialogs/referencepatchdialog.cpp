#include <app/dialogs/referencepatchdialog.h>

#include <core/editing/referencefiles.h>
#include <core/editing/taskedit.h>
#include <widgets/jobs/modaljob.h>
#include <widgets/testeditor/referencefileseditor.h>

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QString filesSummary(const QString &what, qsizetype count)
{
    return count == 1 ? ReferencePatchDialog::tr("%1: 1 file").arg(what)
                      : ReferencePatchDialog::tr("%1: %2 files").arg(what).arg(count);
}

} // namespace

ReferencePatchDialog::ReferencePatchDialog(const QString &datasetRoot, const Task &task, TaskEditor editor,
                                           QWidget *parent)
    : QDialog(parent)
    , m_root(datasetRoot)
    , m_task(task)
    , m_editor(std::move(editor))
    , m_tabs(new QTabWidget(this))
    , m_files(new ReferenceFilesEditor(this))
    , m_diff(new QPlainTextEdit(this))
    , m_problem(new QLabel(this))
{
    setObjectName(u"referencePatchDialog"_s);
    setWindowTitle(tr("Edit Reference Patch — %1").arg(task.id));
    resize(1100, 720);

    auto *filesPage = new QWidget(this);
    auto *filesLayout = new QVBoxLayout(filesPage);
    m_problem->setObjectName(u"referenceFilesProblem"_s);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setText(tr("Reading the files at the base commit…"));
    auto *intro = new QLabel(tr("The files as the reference patch leaves them at the base commit %1. Saving writes "
                                "the reference patch again as their diff against it.")
                                 .arg(task.repository.baseCommit.left(12)),
                             filesPage);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    filesLayout->addWidget(intro);
    filesLayout->addWidget(m_problem);
    filesLayout->addWidget(m_files, 1);
    m_files->setEnabled(false);

    m_diff->setObjectName(u"referenceDiffText"_s);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setPlainText(QString::fromUtf8(task.referencePatch));
    m_diff->document()->setModified(false);

    m_tabs->addTab(filesPage, tr("Patched Files"));
    m_tabs->addTab(m_diff, tr("Diff"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
    m_saveButton->setObjectName(u"saveReferenceButton"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ReferencePatchDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_files, &ReferenceFilesEditor::modifiedChanged, this, &ReferencePatchDialog::updateTabs);
    connect(m_diff->document(), &QTextDocument::modificationChanged, this, &ReferencePatchDialog::updateTabs);
    connect(m_files, &ReferenceFilesEditor::addFileRequested, this, [this] {
        bool ok = false;
        const QString path =
            QInputDialog::getText(this, tr("Add File"),
                                  tr("Path of the file, relative to the repository root (a file of the repository "
                                     "opens as it is at the base commit; another path makes a new file):"),
                                  QLineEdit::Normal, QString(), &ok)
                .trimmed();
        if (!ok || path.isEmpty())
            return;
        m_busy = true;
        runModalJob(
            this, tr("Reading %1…").arg(path), [read = m_read, path] { return readReferenceFile(read, path); },
            [this](Result<ReferenceFile> file) {
                m_busy = false;
                if (!file)
                    return refuse(file.error().message);
                m_read.files.append(*file); // so that adding it twice is refused
                m_files->addFile(*file);
            });
    });
}

ReferencePatchDialog::~ReferencePatchDialog() = default;

QString ReferencePatchDialog::filesProblem() const
{
    return m_filesRead ? QString() : m_problem->text();
}

void ReferencePatchDialog::load()
{
    m_busy = true;
    runModalJob(
        this, tr("Reading the reference's files at the base commit…"),
        [root = m_root, task = m_task](const JobControl &job) {
            return readReferenceFiles(root, task, task.referencePatch, job);
        },
        [this](Result<ReferenceFiles> files) {
            m_busy = false;
            if (files) {
                m_read = *files;
                m_files->setFiles(m_read);
                m_files->setEnabled(true);
                m_filesRead = true;
                m_problem->hide();
            } else {
                m_problem->setText(tr("The patched files cannot be edited: %1 The diff can still be edited.")
                                       .arg(files.error().toString()));
                m_tabs->setCurrentWidget(m_diff);
            }
            updateTabs();
            Q_EMIT loaded();
        });
}

void ReferencePatchDialog::updateTabs()
{
    // One way of editing at a time: the other tab would not show these edits.
    const bool filesEdited = m_files->isModified();
    const bool diffEdited = m_diff->document()->isModified();
    m_tabs->setTabEnabled(0, !diffEdited);
    m_tabs->setTabEnabled(1, !filesEdited);
    m_tabs->setTabToolTip(0, diffEdited ? tr("Save or cancel the edits of the diff first") : QString());
    m_tabs->setTabToolTip(1, filesEdited ? tr("Save or cancel the edits of the files first") : QString());
}

void ReferencePatchDialog::save()
{
    if (m_busy)
        return;
    if (m_tabs->currentWidget() == m_diff)
        saveDiff();
    else
        saveFiles();
}

void ReferencePatchDialog::saveFiles()
{
    const QStringList changed = m_files->changedFiles();
    if (changed.isEmpty()) {
        accept();
        return;
    }
    m_busy = true;
    runModalJob(
        this, tr("Writing the reference patch…"), [files = m_files->files()] { return diffReferenceFiles(files); },
        [this, changed](Result<QByteArray> diff) {
            m_busy = false;
            if (!diff)
                return refuse(diff.error().toString());
            if (diff->isEmpty())
                return refuse(tr("The edited files are as they are at the base commit: the reference patch would "
                                 "change nothing."));
            const QString summary = filesSummary(tr("Reference patch edited"), changed.size());
            const Result<void> saved =
                m_editor({summary, changed.join(u'\n'), [bytes = *diff](Task &t) { t.referencePatch = bytes; }});
            if (!saved)
                return refuse(saved.error().message);
            m_files->setFiles(m_read); // nothing left unsaved
            Q_EMIT this->saved(summary);
            accept();
        });
}

void ReferencePatchDialog::saveDiff()
{
    const QByteArray text = m_diff->toPlainText().toUtf8();
    if (text == m_task.referencePatch) {
        accept();
        return;
    }
    m_busy = true;
    // The edited diff is applied at the base commit as validation would; what does not apply is refused.
    runModalJob(
        this, tr("Applying the diff at the base commit…"),
        [root = m_root, task = m_task, text](const JobControl &job) {
            return readReferenceFiles(root, task, text, job);
        },
        [this, text](Result<ReferenceFiles> files) {
            m_busy = false;
            if (!files)
                return refuse(tr("The diff was not saved. %1").arg(files.error().message));
            if (files->files.isEmpty())
                return refuse(tr("The diff was not saved: it changes no file."));
            const QString summary = filesSummary(tr("Reference patch diff edited"), files->files.size());
            const Result<void> saved = m_editor({summary, {}, [text](Task &t) { t.referencePatch = text; }});
            if (!saved)
                return refuse(saved.error().message);
            m_diff->document()->setModified(false);
            Q_EMIT this->saved(summary);
            accept();
        });
}

void ReferencePatchDialog::refuse(const QString &reason)
{
    Q_EMIT refused(reason);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Reference patch not saved"), reason, QMessageBox::Ok, this);
    box->setObjectName(u"referencePatchRefusal"_s);
    box->setTextFormat(Qt::PlainText); // the reason quotes paths and lines of the patch
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ReferencePatchDialog::done(int result)
{
    if (result == QDialog::Rejected && (m_files->isModified() || m_diff->document()->isModified())) {
        QMessageBox ask(QMessageBox::Question, tr("Discard Edits"),
                        tr("The reference patch has unsaved edits. Discard them?"),
                        QMessageBox::Discard | QMessageBox::Cancel, this);
        ask.setDefaultButton(QMessageBox::Cancel);
        if (ask.exec() != QMessageBox::Discard)
            return;
    }
    QDialog::done(result);
}

} // namespace heddle
