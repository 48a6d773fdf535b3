#include <widgets/editors/testcommandform.h>

#include <core/testlog/testlogparser.h>
#include <widgets/editors/editorbar.h>

#include <QComboBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

TestCommandForm::TestCommandForm(QWidget *parent)
    : QWidget(parent)
    , m_bar(new EditorBar(tr("Test command"), u"testCommand"_s, tr("Save Test Command"), this))
    , m_command(new QPlainTextEdit(this))
    , m_language(new QLineEdit(this))
    , m_logFormat(new QComboBox(this))
    , m_image(new QLineEdit(this))
{
    setObjectName(u"testCommandForm"_s);
    m_command->setObjectName(u"testCommandEdit"_s);
    m_command->setAccessibleName(tr("Test command"));
    m_command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_command->setTabChangesFocus(true);
    m_command->setPlaceholderText(tr("unknown: the command that runs the tests, from the repository root"));
    // Room for a one-line command and a short script; longer ones scroll.
    m_command->setFixedHeight(m_command->fontMetrics().lineSpacing() * 3 + 12);
    m_command->setToolTip(tr("Run with /bin/sh -c from the repository root; Heddle reads a JUnit XML report or the "
                             "output"));
    m_language->setObjectName(u"testLanguageEdit"_s);
    m_language->setAccessibleName(tr("Language"));
    m_language->setPlaceholderText(tr("python"));
    m_logFormat->setObjectName(u"testLogFormatCombo"_s);
    m_logFormat->addItem(tr("from the output"), QString());
    for (const TestLogFormat format : testLogFormats())
        m_logFormat->addItem(testLogFormatName(format), testLogFormatName(format));
    m_image->setObjectName(u"testImageEdit"_s);
    m_image->setAccessibleName(tr("Image"));
    m_image->setPlaceholderText(tr("none (runs in the sandbox)"));
    m_bar->saveButton()->setToolTip(
        tr("Save the test command and its settings into the dataset as one commit (Ctrl+S)"));
    // Two rows, so that a narrow column still shows whole words ("python", "javascript") and a full image name.
    auto *details = new QGridLayout;
    details->setContentsMargins(0, 0, 0, 0);
    m_language->setMinimumWidth(m_language->fontMetrics().horizontalAdvance(u"javascript__"_s));
    details->addWidget(new QLabel(tr("Language"), this), 0, 0);
    details->addWidget(m_language, 0, 1);
    details->addWidget(new QLabel(tr("Log format"), this), 0, 2);
    details->addWidget(m_logFormat, 0, 3);
    details->addWidget(new QLabel(tr("Image"), this), 1, 0);
    details->addWidget(m_image, 1, 1, 1, 3);
    details->setColumnStretch(1, 1);
    details->setColumnStretch(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_command);
    layout->addLayout(details);

    connect(m_bar, &EditorBar::saveClicked, this, [this] {
        if (isModified())
            Q_EMIT saveRequested(fields());
    });
    connect(m_bar, &EditorBar::revertClicked, this, &TestCommandForm::revert);
    connect(m_command, &QPlainTextEdit::textChanged, this, &TestCommandForm::updateState);
    connect(m_language, &QLineEdit::textChanged, this, &TestCommandForm::updateState);
    connect(m_image, &QLineEdit::textChanged, this, &TestCommandForm::updateState);
    connect(m_logFormat, &QComboBox::currentIndexChanged, this, &TestCommandForm::updateState);
    setFields({}, false);
}

void TestCommandForm::setFields(const TestCommandFields &fields, bool editable)
{
    m_saved = fields;
    m_editable = editable;
    {
        const QSignalBlocker blockCommand(m_command), blockLanguage(m_language), blockImage(m_image),
            blockFormat(m_logFormat);
        if (m_command->toPlainText() != fields.command)
            m_command->setPlainText(fields.command);
        m_command->document()->clearUndoRedoStacks();
        m_language->setText(fields.language);
        m_image->setText(fields.image);
        int format = m_logFormat->findData(fields.logFormat);
        if (format < 0) { // a format this form does not offer is shown as it is, not changed behind the curator's back
            m_logFormat->addItem(fields.logFormat, fields.logFormat);
            format = m_logFormat->count() - 1;
        }
        m_logFormat->setCurrentIndex(format);
    }
    for (QWidget *w : std::initializer_list<QWidget *>{m_command, m_language, m_logFormat, m_image})
        w->setEnabled(editable);
    showMessage({});
    updateState();
}

TestCommandFields TestCommandForm::fields() const
{
    return {m_command->toPlainText(), m_language->text().trimmed(), m_logFormat->currentData().toString(),
            m_image->text().trimmed()};
}

void TestCommandForm::revert()
{
    setFields(m_saved, m_editable);
}

void TestCommandForm::showMessage(const QString &message)
{
    m_bar->showMessage(message);
}

QString TestCommandForm::message() const
{
    return m_bar->message();
}

QString TestCommandForm::stateText() const
{
    return m_bar->state();
}

void TestCommandForm::updateState()
{
    const bool modified = isModified();
    m_bar->setModified(modified);
    QString state;
    if (m_editable && modified)
        state = tr("modified, not saved");
    else if (m_editable && m_saved.command.trimmed().isEmpty())
        state = tr("unknown: the task has no test command, so it cannot be validated");
    m_bar->setState(state);
    if (std::exchange(m_wasModified, modified) != modified)
        Q_EMIT modifiedChanged(modified);
}

void TestCommandForm::setDefaultImage(const QString &image)
{
    m_image->setPlaceholderText(image.isEmpty() ? tr("none (runs in the sandbox)") : tr("default: %1").arg(image));
    m_image->setToolTip(image.isEmpty()
                            ? QString()
                            : tr("Empty: the container backend runs the tests in %1, the image named for "
                                 "the task (SWE-bench's naming, or the dataset's validation.container.image)")
                                  .arg(image));
}

} // namespace heddle
