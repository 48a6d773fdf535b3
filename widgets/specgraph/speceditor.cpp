#include <widgets/specgraph/speceditor.h>

#include <widgets/plaintooltip.h>
#include <widgets/theme.h>

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

QLabel *plain(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText); // spec ids, titles and test ids come from the task: untrusted
    label->setWordWrap(true);
    return label;
}

void setIfDifferent(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text)
        edit->setText(text);
}

} // namespace

SpecEditor::SpecEditor(QWidget *parent)
    : QWidget(parent)
    , m_heading(plain(this, u"specEditorHeading"_s))
    , m_idEdit(new QLineEdit(this))
    , m_titleEdit(new QLineEdit(this))
    , m_category(new QComboBox(this))
    , m_textEdit(new QPlainTextEdit(this))
    , m_interactions(new QListWidget(this))
    , m_testFilter(new QLineEdit(this))
    , m_testList(new QListWidget(this))
    , m_coverageNote(plain(this, u"specCoverageNote"_s))
    , m_up(new QPushButton(tr("Move &Up"), this))
    , m_down(new QPushButton(tr("Move &Down"), this))
{
    setObjectName(u"specEditor"_s);
    m_idEdit->setObjectName(u"specIdEdit"_s);
    m_titleEdit->setObjectName(u"specTitleEdit"_s);
    m_category->setObjectName(u"specCategory"_s);
    m_textEdit->setObjectName(u"specTextEdit"_s);
    m_textEdit->setTabChangesFocus(true);
    m_textEdit->setToolTip(tr("Saved when you leave the field or press Ctrl+Return."));
    m_textEdit->installEventFilter(this);
    m_interactions->setObjectName(u"specInteractions"_s);
    m_interactions->setAccessibleName(tr("Interacts with"));
    m_testFilter->setObjectName(u"specTestFilter"_s);
    m_testFilter->setPlaceholderText(tr("Filter tests"));
    m_testFilter->setClearButtonEnabled(true);
    m_testList->setObjectName(u"specTests"_s);
    m_testList->setAccessibleName(tr("Covered by"));
    m_up->setObjectName(u"specMoveUp"_s);
    m_down->setObjectName(u"specMoveDown"_s);
    m_up->setToolTip(tr("Move the spec up in its category (Ctrl+Shift+Up in the spec list)"));
    m_down->setToolTip(tr("Move the spec down in its category (Ctrl+Shift+Down in the spec list)"));
    auto *add = new QPushButton(tr("&Add Spec"), this);
    add->setObjectName(u"specAdd"_s);
    auto *remove = new QPushButton(tr("&Remove"), this);
    remove->setObjectName(u"specRemove"_s);
    remove->setToolTip(tr("Remove the spec and its interactions (Delete in the spec list)"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(false);
    m_heading->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    for (const QString &name : {u"specIdProblem"_s, u"specTitleProblem"_s, u"specCategoryProblem"_s,
                                u"specTextProblem"_s, u"specInteractionsProblem"_s, u"specTestsProblem"_s})
        m_problems.append(problemLabel(name));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_heading, 1);
    for (QPushButton *b : {add, m_up, m_down, remove}) {
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto row = [&](const QString &label, QWidget *field, Field which) {
        auto *box = new QVBoxLayout;
        box->setSpacing(1);
        box->addWidget(field);
        box->addWidget(m_problems.at(int(which)));
        auto *name = new QLabel(label, this);
        name->setBuddy(field); // a label of a layout has no buddy of its own: the mnemonic would show as '&'
        form->addRow(name, box);
    };
    row(tr("&Id:"), m_idEdit, Field::Id);
    row(tr("&Title:"), m_titleEdit, Field::Title);
    row(tr("&Category:"), m_category, Field::Category);
    row(tr("Te&xt:"), m_textEdit, Field::Text);

    auto *links = new QVBoxLayout;
    auto *withLabel = new QLabel(tr("&Interacts with:"), this);
    withLabel->setBuddy(m_interactions);
    links->addWidget(withLabel);
    links->addWidget(m_interactions, 1);
    links->addWidget(m_problems.at(int(Field::Interactions)));
    auto *testsLabel = new QLabel(tr("Co&vered by:"), this);
    testsLabel->setBuddy(m_testFilter);
    links->addWidget(testsLabel);
    links->addWidget(m_testFilter);
    links->addWidget(m_testList, 2);
    links->addWidget(m_coverageNote);
    links->addWidget(m_problems.at(int(Field::Tests)));

    auto *columns = new QHBoxLayout;
    columns->addLayout(form, 1);
    columns->addLayout(links, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addLayout(columns, 1);

    connect(m_idEdit, &QLineEdit::editingFinished, this, [this] {
        if (!m_id.isEmpty() && m_idEdit->text() != m_id)
            Q_EMIT idEdited(m_id, m_idEdit->text());
    });
    connect(m_titleEdit, &QLineEdit::editingFinished, this, [this] {
        if (const Spec *s = current(); s && m_titleEdit->text() != s->title)
            Q_EMIT titleEdited(m_id, m_titleEdit->text());
    });
    connect(m_category, &QComboBox::activated, this, [this] {
        const QString category =
            m_category->currentData().isValid() ? m_category->currentData().toString() : m_category->currentText();
        if (const Spec *s = current(); s && category != s->category)
            Q_EMIT categoryEdited(m_id, category);
    });
    connect(m_interactions, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (!m_filling)
            Q_EMIT interactionToggled(m_id, item->data(kIdRole).toString(), item->checkState() == Qt::Checked);
    });
    connect(m_testList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (!m_filling)
            Q_EMIT coverageToggled(m_id, item->data(kIdRole).toString(), item->checkState() == Qt::Checked);
    });
    connect(m_testFilter, &QLineEdit::textChanged, this, &SpecEditor::filterTests);
    connect(add, &QPushButton::clicked, this, &SpecEditor::addRequested);
    connect(m_up, &QPushButton::clicked, this, [this] { Q_EMIT moveRequested(m_id, true); });
    connect(m_down, &QPushButton::clicked, this, [this] { Q_EMIT moveRequested(m_id, false); });
    connect(remove, &QPushButton::clicked, this, [this] { Q_EMIT removeRequested(m_id); });
    setEnabled(false);
}

QLabel *SpecEditor::problemLabel(const QString &objectName)
{
    QLabel *label = plain(this, objectName);
    QPalette pal = label->palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    pal.setColor(QPalette::WindowText, QColor(dark ? theme::warningTextOnDark : theme::warningText));
    label->setPalette(pal);
    label->hide();
    return label;
}

void SpecEditor::setCategories(const QList<std::pair<QString, QString>> &categories)
{
    const bool filling = std::exchange(m_filling, true);
    m_category->clear();
    m_category->setEditable(categories.isEmpty());
    for (const auto &[id, title] : categories)
        m_category->addItem(title.isEmpty() || title == id ? id : u"%1 (%2)"_s.arg(title, id), id);
    m_filling = filling;
    fill();
}

void SpecEditor::setTests(const QStringList &tests, const QSet<QString> &listed)
{
    m_tests = tests;
    m_listed = listed;
    fill();
}

void SpecEditor::setSpecs(const QList<Spec> &specs, const QString &id)
{
    if (id != m_id)
        for (Field f : {Field::Id, Field::Title, Field::Category, Field::Text, Field::Interactions, Field::Tests})
            showProblem(f, {});
    m_specs = specs;
    m_id = id;
    fill();
}

const Spec *SpecEditor::current() const
{
    for (const Spec &s : m_specs)
        if (s.id == m_id && !m_id.isEmpty())
            return &s;
    return nullptr;
}

void SpecEditor::fill()
{
    const Spec *spec = current();
    setEnabled(spec);
    if (!spec)
        return;
    const bool filling = std::exchange(m_filling, true);
    m_heading->setText(spec->title.isEmpty() ? tr("Spec %1").arg(spec->id)
                                             : tr("Spec %1 — %2").arg(spec->id, spec->title));
    setIfDifferent(m_idEdit, spec->id);
    setIfDifferent(m_titleEdit, spec->title);
    if (m_textEdit->toPlainText() != spec->text)
        m_textEdit->setPlainText(spec->text);
    int category = m_category->findData(spec->category);
    if (category < 0 && m_category->isEditable()) {
        for (const Spec &s : std::as_const(m_specs))
            if (m_category->findData(s.category) < 0)
                m_category->addItem(s.category, s.category);
        category = m_category->findData(spec->category);
    }
    m_category->setCurrentIndex(category);
    fillInteractions(*spec);
    fillTests(*spec);
    int place = -1;
    int inCategory = 0;
    for (const Spec &s : std::as_const(m_specs)) {
        if (s.category != spec->category)
            continue;
        if (s.id == spec->id)
            place = inCategory;
        ++inCategory;
    }
    m_up->setEnabled(place > 0);
    m_down->setEnabled(place >= 0 && place + 1 < inCategory);
    m_filling = filling;
}

void SpecEditor::fillInteractions(const Spec &spec)
{
    const int scroll = m_interactions->verticalScrollBar()->value();
    m_interactions->clear();
    for (const Spec &other : std::as_const(m_specs)) {
        if (other.id == spec.id)
            continue;
        auto *item = new QListWidgetItem(other.title.isEmpty() ? other.id : u"%1  %2"_s.arg(other.id, other.title),
                                         m_interactions);
        item->setData(kIdRole, other.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        const bool on = spec.interactsWith.contains(other.id) || other.interactsWith.contains(spec.id);
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(plainToolTip(other.text));
    }
    m_interactions->verticalScrollBar()->setValue(scroll);
}

void SpecEditor::fillTests(const Spec &spec)
{
    const int scroll = m_testList->verticalScrollBar()->value();
    m_testList->clear();
    QStringList tests = m_tests;
    for (const QString &t : spec.coveredBy)
        if (!tests.contains(t))
            tests.append(t);
    QStringList unlisted;
    for (const QString &test : std::as_const(tests)) {
        const bool listed = m_listed.contains(test);
        const bool covers = spec.coveredBy.contains(test);
        auto *item = new QListWidgetItem(listed ? test : tr("%1 (in no list)").arg(test), m_testList);
        item->setData(kIdRole, test);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(covers ? Qt::Checked : Qt::Unchecked);
        if (!listed)
            item->setToolTip(tr("Neither FAIL_TO_PASS nor PASS_TO_PASS: it does not count as covering a spec."));
        if (covers && !listed)
            unlisted.append(test);
    }
    const bool covered = std::any_of(spec.coveredBy.cbegin(), spec.coveredBy.cend(),
                                     [this](const QString &t) { return m_listed.contains(t); });
    QString note;
    if (spec.coveredBy.isEmpty())
        note = tr("⚠ No test covers this spec: a patch can ignore it and still pass.");
    else if (!unlisted.isEmpty())
        note = tr("⚠ %1 is in neither FAIL_TO_PASS nor PASS_TO_PASS, so it does not count as covering %2%3.")
                   .arg(unlisted.join(u", "_s), spec.id, covered ? QString() : tr(", which no listed test covers"));
    m_coverageNote->setText(note);
    m_coverageNote->setVisible(!note.isEmpty());
    filterTests();
    m_testList->verticalScrollBar()->setValue(scroll);
}

void SpecEditor::filterTests()
{
    const QString filter = m_testFilter->text().trimmed();
    for (int i = 0; i < m_testList->count(); ++i) {
        QListWidgetItem *item = m_testList->item(i);
        item->setHidden(!filter.isEmpty() && !item->data(kIdRole).toString().contains(filter, Qt::CaseInsensitive));
    }
}

void SpecEditor::showProblem(Field field, const QString &message)
{
    QLabel *label = m_problems.at(int(field));
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

QString SpecEditor::problem(Field field) const
{
    return m_problems.at(int(field))->text();
}

void SpecEditor::focusField(Field field)
{
    QWidget *widgets[] = {m_idEdit, m_titleEdit, m_category, m_textEdit, m_interactions, m_testFilter};
    widgets[int(field)]->setFocus(Qt::OtherFocusReason);
    if (auto *line = qobject_cast<QLineEdit *>(widgets[int(field)]))
        line->selectAll();
}

QString SpecEditor::coverageNote() const
{
    return m_coverageNote->text();
}

void SpecEditor::commitText()
{
    if (const Spec *s = current(); s && m_textEdit->toPlainText() != s->text)
        Q_EMIT textEdited(m_id, m_textEdit->toPlainText());
}

bool SpecEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_textEdit) {
        if (event->type() == QEvent::FocusOut) {
            commitText();
        } else if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
                key->modifiers() & Qt::ControlModifier) {
                commitText();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
