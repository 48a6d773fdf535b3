#include <app/dialogs/preferencesdialog.h>

#include <app/dialogs/apikeybox.h>
#include <app/language.h>
#include <app/settings.h>
#include <core/review/curator.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

PreferencesDialog::PreferencesDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_name(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_timeout(new QSpinBox(this))
    , m_language(new QComboBox(this))
    , m_repositoryGroup(new QGroupBox(this))
    , m_repositories(new QTableWidget(0, 2, m_repositoryGroup))
    , m_addRepository(new QPushButton(tr("&Add"), m_repositoryGroup))
    , m_removeRepository(new QPushButton(tr("&Remove"), m_repositoryGroup))
    , m_reviewAgents(new QPlainTextEdit(this))
    , m_reviewAgentsError(new QLabel(this))
    , m_apiKeys(new ApiKeyBox(this))
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Preferences"));
    m_name->setObjectName(u"curatorNameField"_s);
    m_email->setObjectName(u"curatorEmailField"_s);
    m_timeout->setObjectName(u"timeoutField"_s);
    m_name->setText(m_settings->configuredCuratorName());
    m_email->setText(m_settings->configuredCuratorEmail());
    // What an empty field falls back to, so the curator sees who they are now.
    m_name->setPlaceholderText(defaultCuratorName());
    m_email->setPlaceholderText(defaultCuratorEmail());
    m_timeout->setRange(1, 24 * 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(m_settings->testTimeoutSeconds());
    m_language->setObjectName(u"languageField"_s);
    // The system's choice names the language it resolves to, so the curator sees what "System" means here.
    m_language->addItem(tr("System (%1)").arg(languageName(resolveLanguage({}))), QString());
    for (const Language &l : availableLanguages())
        m_language->addItem(l.name, l.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings->language())));
    m_language->setToolTip(tr("The window is made again in the language chosen, on the same task."));

    auto *note = new QLabel(tr("Your name and email go into every verdict, status change and commit. Left empty, "
                               "they come from git's user.name and user.email, else from your login."),
                            this);
    note->setWordWrap(true);
    note->setTextFormat(Qt::PlainText);
    auto *form = new QFormLayout;
    form->addRow(tr("Curator &name:"), m_name);
    form->addRow(tr("&Email:"), m_email);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Test command &timeout:"), m_timeout);

    m_repositoryGroup->setObjectName(u"repositoryGroup"_s);
    m_repositories->setObjectName(u"repositoriesTable"_s);
    m_repositories->setAccessibleName(tr("Repositories"));
    m_addRepository->setObjectName(u"addRepositoryButton"_s);
    m_removeRepository->setObjectName(u"removeRepositoryButton"_s);
    m_repositories->setHorizontalHeaderLabels({tr("Repository"), tr("Clone, mirror or URL")});
    m_repositories->horizontalHeader()->setStretchLastSection(true);
    m_repositories->verticalHeader()->hide();
    m_repositories->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *repositoryNote =
        new QLabel(tr("Where the dataset's repositories are, by the name its tasks give them (django/django): a "
                      "local clone, a bare mirror (relative to the dataset or absolute) or a URL, cloned once. "
                      "This comes before the path and URL of each task, and is kept in heddle-dataset.json for "
                      "everyone who uses the dataset."),
                   m_repositoryGroup);
    repositoryNote->setWordWrap(true);
    repositoryNote->setTextFormat(Qt::PlainText);
    connect(m_addRepository, &QPushButton::clicked, this, [this] {
        const int row = m_repositories->rowCount();
        m_repositories->insertRow(row);
        m_repositories->setItem(row, 0, new QTableWidgetItem);
        m_repositories->setItem(row, 1, new QTableWidgetItem);
        m_repositories->setCurrentCell(row, 0);
        m_repositories->editItem(m_repositories->item(row, 0));
    });
    connect(m_removeRepository, &QPushButton::clicked, this, [this] {
        if (const int row = m_repositories->currentRow(); row >= 0)
            m_repositories->removeRow(row);
    });
    auto *repositoryButtons = new QHBoxLayout;
    repositoryButtons->addWidget(m_addRepository);
    repositoryButtons->addWidget(m_removeRepository);
    repositoryButtons->addStretch(1);
    auto *repositoryLayout = new QVBoxLayout(m_repositoryGroup);
    repositoryLayout->addWidget(repositoryNote);
    repositoryLayout->addWidget(m_repositories);
    repositoryLayout->addLayout(repositoryButtons);
    m_repositoryGroup->hide();

    // The curator's own review agents, in the form heddle-dataset.json gives them: a dataset's agent of the same
    // name wins.
    m_reviewAgents->setObjectName(u"reviewAgentsField"_s);
    m_reviewAgents->setAccessibleName(tr("Your review agents"));
    m_reviewAgents->setPlainText(QString::fromUtf8(m_settings->reviewAgentsText()));
    m_reviewAgents->setPlaceholderText(
        u"[{\"name\": \"my-agent\", \"command\": \"python3 /opt/agent/review.py\", \"per\": \"task\","
        u" \"paths\": [\"/opt/agent\"]}]"_s);
    m_reviewAgents->setTabChangesFocus(true);
    m_reviewAgents->setMaximumHeight(fontMetrics().lineSpacing() * 6);
    m_reviewAgentsError->setObjectName(u"reviewAgentsError"_s);
    m_reviewAgentsError->setTextFormat(Qt::PlainText);
    m_reviewAgentsError->setWordWrap(true);
    m_reviewAgentsError->hide();
    auto *agentsLabel = new QLabel(tr("Your own &review agents (Review > Run Agent), as a JSON list in the form of "
                                      "heddle-dataset.json's review_agents; a dataset's agent of the same name wins:"),
                                   this);
    agentsLabel->setWordWrap(true);
    agentsLabel->setTextFormat(Qt::PlainText);
    agentsLabel->setBuddy(m_reviewAgents);
    connect(m_reviewAgents, &QPlainTextEdit::textChanged, this, &PreferencesDialog::offerKeys);
    offerKeys();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        const Result<QList<ReviewAgentConfig>> agents =
            parseReviewAgents(m_reviewAgents->toPlainText().toUtf8(), tr("review agents"));
        if (!agents) {
            m_reviewAgentsError->setText(agents.error().toString());
            m_reviewAgentsError->show();
            m_reviewAgents->setFocus(Qt::OtherFocusReason);
            return;
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &PreferencesDialog::save);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(agentsLabel);
    layout->addWidget(m_reviewAgents);
    layout->addWidget(m_reviewAgentsError);
    layout->addWidget(m_apiKeys);
    layout->addWidget(m_repositoryGroup, 1);
    layout->addWidget(buttons);
}

void PreferencesDialog::save() const
{
    m_settings->setConfiguredCuratorName(m_name->text());
    m_settings->setConfiguredCuratorEmail(m_email->text());
    m_settings->setTestTimeoutSeconds(m_timeout->value());
    m_settings->setReviewAgentsText(m_reviewAgents->toPlainText().toUtf8());
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

bool PreferencesDialog::languageChanged() const
{
    return language() != m_settings->language();
}

void PreferencesDialog::setRepositories(const QString &datasetName, const QMap<QString, QString> &repositories)
{
    m_repositoryGroup->setTitle(tr("Repositories of %1").arg(datasetName));
    m_repositories->setRowCount(0);
    for (auto it = repositories.cbegin(); it != repositories.cend(); ++it) {
        const int row = m_repositories->rowCount();
        m_repositories->insertRow(row);
        m_repositories->setItem(row, 0, new QTableWidgetItem(it.key()));
        m_repositories->setItem(row, 1, new QTableWidgetItem(it.value()));
    }
    m_repositoryGroup->show();
}

QMap<QString, QString> PreferencesDialog::repositories() const
{
    QMap<QString, QString> out;
    for (int row = 0; row < m_repositories->rowCount(); ++row) {
        const QTableWidgetItem *name = m_repositories->item(row, 0);
        const QTableWidgetItem *location = m_repositories->item(row, 1);
        if (name && location && !name->text().trimmed().isEmpty() && !location->text().trimmed().isEmpty())
            out.insert(name->text().trimmed(), location->text().trimmed());
    }
    return out;
}

void PreferencesDialog::setDatasetAgents(const QList<ReviewAgentConfig> &agents)
{
    m_datasetAgents = agents;
    offerKeys();
}

void PreferencesDialog::offerKeys()
{
    // The curator's own agents as typed so far (a list that does not read yet offers none of them), then the
    // dataset's.
    Result<QList<ReviewAgentConfig>> own =
        parseReviewAgents(m_reviewAgents->toPlainText().toUtf8(), tr("review agents"));
    QList<ReviewAgentConfig> agents = own ? std::move(*own) : QList<ReviewAgentConfig>();
    agents += m_datasetAgents;
    QStringList names;
    for (const ReviewAgentConfig &agent : std::as_const(agents))
        if (agent.llm && !names.contains(agent.name))
            names.append(agent.name);
    m_apiKeys->setAgents(names);
}

void PreferencesDialog::focusReviewAgents()
{
    m_reviewAgents->setFocus(Qt::OtherFocusReason);
}

} // namespace heddle
