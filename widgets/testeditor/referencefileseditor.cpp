#include <widgets/testeditor/referencefileseditor.h>

#include <widgets/plaintooltip.h>
#include <widgets/testeditor/lexerforpath.h>
#include <widgets/theme.h>

#include <Qsci/qsciscintilla.h>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

ReferenceFilesEditor::ReferenceFilesEditor(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_editor(new QsciScintilla(this))
    , m_deletedNote(new QLabel(this))
    , m_deleteButton(new QPushButton(tr("Delete File"), this))
    , m_revertButton(new QPushButton(tr("Revert File"), this))
{
    m_list->setObjectName(u"referenceFileList"_s);
    m_editor->setObjectName(u"referenceFileText"_s);
    m_editor->setUtf8(true);
    m_editor->setMarginType(0, QsciScintilla::NumberMargin);
    m_editor->setMarginLineNumbers(0, true);
    m_editor->setMarginWidth(0, u"00000"_s);
    m_editor->setFolding(QsciScintilla::BoxedTreeFoldStyle, 2);
    m_editor->setAutoIndent(true);
    m_editor->setCaretLineVisible(true);
    m_deletedNote->setObjectName(u"referenceFileDeleted"_s);
    m_deletedNote->setTextFormat(Qt::PlainText);
    m_deletedNote->setText(tr("The reference deletes this file. Revert File puts it back as the patch left it."));
    m_deletedNote->hide();

    auto *add = new QPushButton(tr("Add File…"), this);
    add->setObjectName(u"addReferenceFileButton"_s);
    add->setToolTip(tr("Edit another file of the repository, or create a new one"));
    m_deleteButton->setObjectName(u"deleteReferenceFileButton"_s);
    m_deleteButton->setToolTip(tr("The reference deletes this file"));
    m_revertButton->setObjectName(u"revertReferenceFileButton"_s);
    m_revertButton->setToolTip(tr("Undo every edit of this file"));

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_list, 1);
    sideLayout->addWidget(add);
    sideLayout->addWidget(m_deleteButton);
    sideLayout->addWidget(m_revertButton);
    auto *main = new QWidget(this);
    auto *mainLayout = new QVBoxLayout(main);
    mainLayout->setContentsMargins(0, 0, 0, 0);
    mainLayout->addWidget(m_deletedNote);
    mainLayout->addWidget(m_editor, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(side);
    splitter->addWidget(main);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 700});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { showFile(row); });
    connect(add, &QPushButton::clicked, this, &ReferenceFilesEditor::addFileRequested);
    connect(m_deleteButton, &QPushButton::clicked, this, &ReferenceFilesEditor::deleteCurrent);
    connect(m_revertButton, &QPushButton::clicked, this, &ReferenceFilesEditor::revertCurrent);
    connect(m_editor, &QsciScintilla::textChanged, this, &ReferenceFilesEditor::onTextChanged);
    applyPalette();
}

ReferenceFilesEditor::~ReferenceFilesEditor() = default;

void ReferenceFilesEditor::setFiles(const ReferenceFiles &files)
{
    m_files = files.files;
    m_given.clear();
    for (const ReferenceFile &f : std::as_const(m_files))
        m_given.append(f.content);
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (qsizetype i = 0; i < m_files.size(); ++i) {
            m_list->addItem(m_files.at(i).path);
            updateItem(int(i));
        }
    }
    m_shown = -1;
    m_list->setCurrentRow(m_files.isEmpty() ? -1 : 0);
    if (m_files.isEmpty())
        showFile(-1);
    m_wasModified = false;
}

QStringList ReferenceFilesEditor::changedFiles() const
{
    QStringList paths;
    for (qsizetype i = 0; i < m_files.size(); ++i)
        if (m_files.at(i).content != m_given.at(i))
            paths.append(m_files.at(i).path);
    return paths;
}

void ReferenceFilesEditor::addFile(const ReferenceFile &file)
{
    m_files.append(file);
    // An added file counts as an edit once its result differs from the base commit.
    m_given.append(file.base);
    m_list->addItem(file.path);
    updateItem(int(m_files.size() - 1));
    m_list->setCurrentRow(int(m_files.size() - 1));
}

int ReferenceFilesEditor::indexOf(const QString &path) const
{
    for (qsizetype i = 0; i < m_files.size(); ++i)
        if (m_files.at(i).path == path)
            return int(i);
    return -1;
}

QString ReferenceFilesEditor::currentPath() const
{
    return m_shown >= 0 ? m_files.at(m_shown).path : QString();
}

void ReferenceFilesEditor::setCurrentPath(const QString &path)
{
    const int index = indexOf(path);
    if (index >= 0)
        m_list->setCurrentRow(index);
}

void ReferenceFilesEditor::setCurrentText(const QByteArray &text)
{
    if (m_shown >= 0 && m_files.at(m_shown).content)
        m_editor->setText(QString::fromUtf8(text));
}

void ReferenceFilesEditor::showFile(int index)
{
    m_shown = index;
    const ReferenceFile *file = index >= 0 ? &m_files.at(index) : nullptr;
    m_updating = true;
    m_editor->setText(file && file->content ? QString::fromUtf8(*file->content) : QString());
    m_editor->SendScintilla(QsciScintilla::SCI_EMPTYUNDOBUFFER);
    m_updating = false;
    const bool deleted = file && !file->content;
    m_editor->setReadOnly(!file || deleted);
    m_deletedNote->setVisible(deleted);
    m_deleteButton->setEnabled(file && !deleted);
    m_revertButton->setEnabled(file && file->content != m_given.at(index));
    applyPalette();
}

void ReferenceFilesEditor::updateItem(int index)
{
    QListWidgetItem *item = m_list->item(index);
    const ReferenceFile &f = m_files.at(index);
    // A letter, not only a colour, says what the reference does to the file; a bullet marks the curator's edits.
    const QString kind = !f.content ? u"D"_s : !f.base ? u"A"_s : f.isChanged() ? u"M"_s : u" "_s;
    const bool edited = f.content != m_given.at(index);
    item->setText(kind + u"  "_s + f.path + (edited ? u" •"_s : QString()));
    item->setData(Qt::UserRole, f.path);
    const QString what = !f.content      ? tr("deleted by the reference")
                         : !f.base       ? tr("added by the reference")
                         : f.isChanged() ? tr("changed by the reference")
                                         : tr("as at the base commit");
    item->setToolTip(plainToolTip(edited ? tr("%1: %2, edited").arg(f.path, what) : tr("%1: %2").arg(f.path, what)));
    const bool modified = isModified();
    if (std::exchange(m_wasModified, modified) != modified)
        Q_EMIT modifiedChanged(modified);
}

void ReferenceFilesEditor::onTextChanged()
{
    if (m_updating || m_shown < 0 || !m_files.at(m_shown).content)
        return;
    m_files[m_shown].content = m_editor->text().toUtf8();
    m_revertButton->setEnabled(m_files.at(m_shown).content != m_given.at(m_shown));
    updateItem(m_shown);
}

void ReferenceFilesEditor::deleteCurrent()
{
    if (m_shown < 0 || !m_files.at(m_shown).content)
        return;
    m_files[m_shown].content.reset();
    updateItem(m_shown);
    showFile(m_shown);
}

void ReferenceFilesEditor::revertCurrent()
{
    if (m_shown < 0)
        return;
    m_files[m_shown].content = m_given.at(m_shown);
    updateItem(m_shown);
    showFile(m_shown);
}

void ReferenceFilesEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyPalette();
}

void ReferenceFilesEditor::applyPalette()
{
    const QPalette pal = activeColours(palette());
    styleEditorForPath(m_editor, currentPath(), pal);
    const QColor base = pal.color(QPalette::Base);
    m_editor->setCaretLineBackgroundColor(
        theme::mix(base, pal.color(QPalette::Text), base.lightness() < 128 ? 0.08 : 0.05));
    m_editor->setMarginsForegroundColor(theme::mix(pal.color(QPalette::Window), pal.color(QPalette::WindowText), 0.6));
    m_editor->setFoldMarginColors(pal.color(QPalette::Window), pal.color(QPalette::Window));
}

} // namespace heddle
