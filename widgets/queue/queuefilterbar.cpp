#include <widgets/queue/queuefilterbar.h>

#include <core/dataset/dataset.h>
#include <core/dataset/tasklistmodel.h>
#include <widgets/plaintooltip.h>

#include <QActionGroup>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSet>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kDebounceMs = 200;
constexpr int kMaxChoiceChars = 20;

constexpr std::array kStatuses = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                  CurationStatus::Approved, CurationStatus::Rejected};
constexpr std::array kVerdicts = {Verdict::Open, Verdict::Confirmed, Verdict::Dismissed, Verdict::NeedsRerun};
// The thresholds a maintainer reaches for: weak tests, middling ones, and any survivor at all.
constexpr std::array kMutationThresholds = {50, 80, 100};
constexpr std::pair<TaskFilter::Mutation, const char16_t *> kMutationStates[] = {
    {TaskFilter::Mutation::NotAnalysed, u"none"},
    {TaskFilter::Mutation::Stale, u"stale"},
    {TaskFilter::Mutation::Current, u"current"},
};

QString mutationStateKey(TaskFilter::Mutation state)
{
    for (const auto &[s, name] : kMutationStates)
        if (s == state)
            return QString::fromUtf16(name);
    return {};
}

// Names come from the dataset: an '&' must not turn into a mnemonic.
QString menuText(const QString &text)
{
    QString t = text;
    return t.replace(u'&', u"&&"_s);
}

QString elided(const QString &text)
{
    return text.size() > kMaxChoiceChars ? text.left(kMaxChoiceChars - 1) + u'…' : text;
}

QString verdictText(Verdict v)
{
    switch (v) {
    case Verdict::Open: return QueueFilterBar::tr("open");
    case Verdict::Confirmed: return QueueFilterBar::tr("confirmed");
    case Verdict::Dismissed: return QueueFilterBar::tr("dismissed");
    case Verdict::NeedsRerun: return QueueFilterBar::tr("needs re-run");
    }
    return {};
}

// The key an action stands for, in its objectName ("status:in_review", "model:gpt-4o"): tests and the window find
// actions by it, and one handler reads it back.
QAction *addChoice(QMenu *menu, QActionGroup *group, const QString &text, const QString &key)
{
    QAction *action = menu->addAction(text);
    action->setObjectName(key);
    action->setCheckable(true);
    if (group)
        group->addAction(action);
    return action;
}

// Lays the filter buttons out in rows that wrap, so the bar fits the narrow queue pane whatever choices are shown.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent)
        : QLayout(parent)
    {
        setContentsMargins(0, 0, 0, 0);
        setSpacing(2);
    }
    ~FlowLayout() override
    {
        while (QLayoutItem *item = takeAt(0))
            delete item;
    }

    void addItem(QLayoutItem *item) override { m_items.append(item); }
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override
    {
        return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
    }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return layoutRows(QRect(0, 0, width, 0), false); }
    void setGeometry(const QRect &rect) override
    {
        QLayout::setGeometry(rect);
        layoutRows(rect, true);
    }
    QSize sizeHint() const override { return minimumSize(); }
    QSize minimumSize() const override
    {
        QSize size;
        for (const QLayoutItem *item : m_items)
            size = size.expandedTo(item->minimumSize());
        return size;
    }

private:
    int layoutRows(const QRect &rect, bool apply) const
    {
        int x = rect.x(), y = rect.y(), rowHeight = 0;
        for (QLayoutItem *item : m_items) {
            if (item->isEmpty())
                continue;
            const QSize hint = item->sizeHint();
            if (x > rect.x() && x + hint.width() > rect.right() + 1) {
                x = rect.x();
                y += rowHeight + spacing();
                rowHeight = 0;
            }
            if (apply)
                item->setGeometry(QRect(QPoint(x, y), hint.boundedTo(QSize(rect.width(), hint.height()))));
            x += hint.width() + spacing();
            rowHeight = std::max(rowHeight, hint.height());
        }
        return y + rowHeight - rect.y();
    }

    QList<QLayoutItem *> m_items;
};

} // namespace

QueueFilterBar::QueueFilterBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"queueFilterBar"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    auto *top = new QHBoxLayout;
    top->setSpacing(6);
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"queueSearch"_s);
    m_search->setAccessibleName(tr("Search the queue"));
    m_search->setPlaceholderText(tr("Search tasks by id, repository, model or load error (Ctrl+K)"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    top->addWidget(m_search, 1);
    m_count = new QLabel(this);
    m_count->setObjectName(u"queueCount"_s);
    m_count->setTextFormat(Qt::PlainText);
    top->addWidget(m_count);
    layout->addLayout(top);

    auto *buttonsHolder = new QWidget(this);
    auto *buttons = new FlowLayout(buttonsHolder);
    layout->addWidget(buttonsHolder);
    m_status = addButton(u"queueStatusButton"_s);
    m_flags = addButton(u"queueFlagsButton"_s);
    m_mutation = addButton(u"queueMutationButton"_s);
    m_category = addButton(u"queueCategoryButton"_s);
    m_repository = addButton(u"queueRepositoryButton"_s);
    m_model = addButton(u"queueModelButton"_s);
    for (QToolButton *b : {m_status, m_flags, m_mutation, m_category, m_repository, m_model}) {
        b->setParent(buttonsHolder);
        buttons->addWidget(b);
    }
    m_clear = new QToolButton(buttonsHolder);
    m_clear->setObjectName(u"queueClearFilters"_s);
    m_clear->setText(tr("Clear filters"));
    m_clear->setToolTip(tr("Show every task again"));
    m_clear->setAutoRaise(true);
    m_clear->hide();
    buttons->addWidget(m_clear);
    connect(m_clear, &QToolButton::clicked, this, [this] { setFilter({}); });

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_search, &QLineEdit::textChanged, this, [this] {
        m_debounce->start();
        updateButtons();
    });
    connect(m_debounce, &QTimer::timeout, this, &QueueFilterBar::commitText);

    rebuildChoices();
    setCounts(0, 0);
}

QToolButton *QueueFilterBar::addButton(const QString &objectName)
{
    auto *button = new QToolButton(this);
    button->setObjectName(objectName);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    auto *menu = new QMenu(button);
    button->setMenu(menu);
    connect(menu, &QMenu::triggered, this, [this](QAction *action) {
        const QString key = action->objectName();
        const qsizetype colon = key.indexOf(u':');
        const QStringView kind = QStringView(key).left(colon);
        const QString value = key.mid(colon + 1);
        TaskFilter f = filter();
        if (kind == u"status") {
            if (value.isEmpty())
                f.statuses.clear();
            else if (auto s = curationStatusFromName(value); s && action->isChecked())
                f.statuses.insert(*s);
            else if (s)
                f.statuses.remove(*s);
        } else if (kind == u"flagKind") {
            f.flagKind.reset();
            if (value == flagKindName(FlagKind::FalsePositive))
                f.flagKind = FlagKind::FalsePositive;
            else if (value == flagKindName(FlagKind::FalseNegative))
                f.flagKind = FlagKind::FalseNegative;
        } else if (kind == u"verdict") {
            f.verdict.reset();
            for (Verdict v : kVerdicts)
                if (value == verdictName(v))
                    f.verdict = v;
        } else if (kind == u"load") {
            f.load = value == u"broken" ? TaskFilter::Load::Broken
                     : value == u"fine" ? TaskFilter::Load::LoadsFine
                                        : TaskFilter::Load::Any;
        } else if (kind == u"testedNothing") {
            f.testedNothing = value;
        } else if (kind == u"mutationBelow") {
            f.mutationBelow = value.toInt();
        } else if (kind == u"mutation") {
            f.mutation = TaskFilter::Mutation::Any;
            for (const auto &[state, name] : kMutationStates)
                if (value == QStringView(name))
                    f.mutation = state;
        } else if (kind == u"category") {
            f.category = value;
        } else if (kind == u"repository") {
            f.repository = value;
        } else if (kind == u"model") {
            f.model = value;
        }
        apply(f);
    });
    return button;
}

void QueueFilterBar::setDataset(const Dataset &dataset)
{
    FilterChoices choices = filterChoices(dataset.tasks);
    m_categories.clear();
    for (const SpecCategory &c : dataset.info.specCategories) {
        m_categories.append({c.id, c.title.isEmpty() ? c.id : c.title});
        choices.categories.removeAll(c.id);
    }
    for (const QString &id : std::as_const(choices.categories)) // categories the description forgot: still filterable
        m_categories.append({id, id});
    m_repositories = std::move(choices.repositories);
    m_models = std::move(choices.models);
    rebuildChoices();
}

void QueueFilterBar::rebuildChoices()
{
    QMenu *menu = m_status->menu();
    menu->clear();
    addChoice(menu, nullptr, tr("Any status"), u"status:"_s);
    menu->addSeparator();
    for (CurationStatus s : kStatuses)
        addChoice(menu, nullptr, TaskListModel::statusText(s), u"status:"_s + curationStatusName(s));

    menu = m_flags->menu();
    menu->clear();
    menu->addSection(tr("Kind"));
    auto *kinds = new QActionGroup(menu);
    addChoice(menu, kinds, tr("Any kind"), u"flagKind:"_s);
    addChoice(menu, kinds, tr("False positives (FP)"), u"flagKind:"_s + flagKindName(FlagKind::FalsePositive));
    addChoice(menu, kinds, tr("False negatives (FN)"), u"flagKind:"_s + flagKindName(FlagKind::FalseNegative));
    menu->addSection(tr("Verdict"));
    auto *verdicts = new QActionGroup(menu);
    addChoice(menu, verdicts, tr("Any verdict"), u"verdict:"_s);
    addChoice(menu, verdicts, tr("Open"), u"verdict:"_s + verdictName(Verdict::Open));
    addChoice(menu, verdicts, tr("Confirmed"), u"verdict:"_s + verdictName(Verdict::Confirmed));
    addChoice(menu, verdicts, tr("Dismissed"), u"verdict:"_s + verdictName(Verdict::Dismissed));
    addChoice(menu, verdicts, tr("Needs re-run"), u"verdict:"_s + verdictName(Verdict::NeedsRerun));
    menu->addSection(tr("Loading"));
    auto *loads = new QActionGroup(menu);
    addChoice(menu, loads, tr("Any task"), u"load:"_s);
    addChoice(menu, loads, tr("Has a load error"), u"load:broken"_s);
    addChoice(menu, loads, tr("Loads fine"), u"load:fine"_s);
    menu->addSection(tr("Newest validation"));
    auto *faults = new QActionGroup(menu);
    addChoice(menu, faults, tr("Any task"), u"testedNothing:"_s);
    addChoice(menu, faults, tr("Runs that tested nothing"), u"testedNothing:any"_s);
    addChoice(menu, faults, tr("Runs that did not run (collection, usage)"), u"testedNothing:did_not_run"_s);
    addChoice(menu, faults, tr("Runs that lacked their environment"), u"testedNothing:environment"_s);

    menu = m_mutation->menu();
    menu->clear();
    menu->addSection(tr("Score of the newest analysis"));
    auto *thresholds = new QActionGroup(menu);
    addChoice(menu, thresholds, tr("Any score"), u"mutationBelow:"_s);
    QList<int> below(kMutationThresholds.cbegin(), kMutationThresholds.cend());
    if (m_filter.mutationBelow > 0 && !below.contains(m_filter.mutationBelow)) { // remembered from elsewhere
        below.append(m_filter.mutationBelow);
        std::sort(below.begin(), below.end());
    }
    for (int percent : std::as_const(below))
        addChoice(menu, thresholds,
                  percent == 100 ? tr("Below 100% (a mutant survives)") : tr("Below %1%").arg(percent),
                  u"mutationBelow:"_s + QString::number(percent));
    menu->addSection(tr("Analysis"));
    auto *states = new QActionGroup(menu);
    addChoice(menu, states, tr("Any task"), u"mutation:"_s);
    addChoice(menu, states, tr("Not analysed"), u"mutation:none"_s);
    addChoice(menu, states, tr("Stale (the task changed since)"), u"mutation:stale"_s);
    addChoice(menu, states, tr("Up to date"), u"mutation:current"_s);

    // A remembered choice the dataset no longer has stays listed, so it can be seen and unticked.
    const auto withCurrent = [](QStringList values, const QString &current) {
        if (!current.isEmpty() && !values.contains(current))
            values.append(current);
        return values;
    };
    menu = m_category->menu();
    menu->clear();
    auto *categories = new QActionGroup(menu);
    addChoice(menu, categories, tr("Any category"), u"category:"_s);
    menu->addSeparator();
    auto categoryList = m_categories;
    if (!m_filter.category.isEmpty() && std::none_of(categoryList.cbegin(), categoryList.cend(),
                                                     [this](const auto &c) { return c.first == m_filter.category; }))
        categoryList.append({m_filter.category, m_filter.category});
    for (const auto &[id, title] : std::as_const(categoryList))
        addChoice(menu, categories, menuText(title), u"category:"_s + id);

    menu = m_repository->menu();
    menu->clear();
    auto *repositories = new QActionGroup(menu);
    addChoice(menu, repositories, tr("Any repository"), u"repository:"_s);
    menu->addSeparator();
    for (const QString &r : withCurrent(m_repositories, m_filter.repository))
        addChoice(menu, repositories, menuText(r), u"repository:"_s + r);

    menu = m_model->menu();
    menu->clear();
    auto *models = new QActionGroup(menu);
    addChoice(menu, models, tr("Any model"), u"model:"_s);
    menu->addSeparator();
    for (const QString &m : withCurrent(m_models, m_filter.model))
        addChoice(menu, models, menuText(m), u"model:"_s + m);

    syncActions();
    updateButtons();
}

void QueueFilterBar::syncActions()
{
    const TaskFilter &f = m_filter;
    for (QToolButton *button : {m_status, m_flags, m_mutation, m_category, m_repository, m_model}) {
        for (QAction *action : button->menu()->actions()) {
            const QString key = action->objectName();
            const qsizetype colon = key.indexOf(u':');
            if (colon < 0)
                continue;
            const QStringView kind = QStringView(key).left(colon);
            const QString value = key.mid(colon + 1);
            bool checked = false;
            if (kind == u"status") {
                const auto status = curationStatusFromName(value);
                checked = value.isEmpty() ? f.statuses.isEmpty() : status && f.statuses.contains(*status);
            } else if (kind == u"flagKind")
                checked = value == (f.flagKind ? flagKindName(*f.flagKind) : QString());
            else if (kind == u"verdict")
                checked = value == (f.verdict ? verdictName(*f.verdict) : QString());
            else if (kind == u"load")
                checked = value == (f.load == TaskFilter::Load::Broken      ? u"broken"_s
                                    : f.load == TaskFilter::Load::LoadsFine ? u"fine"_s
                                                                            : QString());
            else if (kind == u"testedNothing")
                checked = value == f.testedNothing;
            else if (kind == u"mutationBelow")
                checked = value == (f.mutationBelow > 0 ? QString::number(f.mutationBelow) : QString());
            else if (kind == u"mutation")
                checked = value == mutationStateKey(f.mutation);
            else if (kind == u"category")
                checked = value == f.category;
            else if (kind == u"repository")
                checked = value == f.repository;
            else if (kind == u"model")
                checked = value == f.model;
            action->setChecked(checked);
        }
    }
}

void QueueFilterBar::updateButtons()
{
    const TaskFilter &f = m_filter;
    const auto show = [](QToolButton *button, const QString &name, const QString &choice) {
        const QString full = choice.isEmpty() ? name : tr("%1: %2").arg(name, choice);
        button->setText(menuText(choice.isEmpty() ? name : tr("%1: %2").arg(name, elided(choice))));
        button->setToolTip(plainToolTip(full));
        // Bold marks an active filter; the text says which, so the weight is never the only sign.
        QFont font = button->font();
        font.setBold(!choice.isEmpty());
        button->setFont(font);
    };

    QString status;
    QStringList statuses;
    for (CurationStatus s : kStatuses)
        if (f.statuses.contains(s))
            statuses << TaskListModel::statusText(s);
    if (statuses.size() == 1)
        status = statuses.first();
    else if (!statuses.isEmpty())
        status = tr("%1 +%2").arg(statuses.first()).arg(statuses.size() - 1);
    show(m_status, tr("Status"), status);

    QStringList flags;
    if (f.flagKind || f.verdict) {
        const QString kind = f.flagKind ? flagKindName(*f.flagKind) : QString();
        const QString verdict = f.verdict ? verdictText(*f.verdict) : QString();
        flags << (kind.isEmpty() ? verdict : verdict.isEmpty() ? kind : tr("%1 %2").arg(verdict, kind));
    }
    if (f.load == TaskFilter::Load::Broken)
        flags << tr("load error");
    else if (f.load == TaskFilter::Load::LoadsFine)
        flags << tr("loads fine");
    if (f.testedNothing == u"any")
        flags << tr("tested nothing");
    else if (f.testedNothing == u"did_not_run")
        flags << tr("did not run");
    else if (f.testedNothing == u"environment")
        flags << tr("lacked environment");
    show(m_flags, tr("Flags"), flags.join(u", "_s));

    QStringList mutation;
    if (f.mutationBelow > 0)
        mutation << tr("below %1%").arg(f.mutationBelow);
    switch (f.mutation) {
    case TaskFilter::Mutation::Any: break;
    case TaskFilter::Mutation::NotAnalysed: mutation << tr("not analysed"); break;
    case TaskFilter::Mutation::Stale: mutation << tr("stale"); break;
    case TaskFilter::Mutation::Current: mutation << tr("up to date"); break;
    }
    show(m_mutation, tr("Mutation"), mutation.join(u", "_s));

    QString category = f.category;
    for (const auto &[id, title] : std::as_const(m_categories))
        if (id == f.category)
            category = title;
    show(m_category, tr("Category"), category);
    show(m_repository, tr("Repository"), f.repository);
    show(m_model, tr("Model"), f.model);

    m_clear->setVisible(!filter().isEmpty());
}

TaskFilter QueueFilterBar::filter() const
{
    TaskFilter f = m_filter;
    f.text = m_search->text();
    return f;
}

void QueueFilterBar::setBlind(bool blind)
{
    m_flags->setVisible(!blind);
    m_model->setVisible(!blind);
    if (!blind)
        return;
    TaskFilter f = filter();
    if (f.flagKind || f.verdict || !f.model.isEmpty()) {
        f.flagKind.reset();
        f.verdict.reset();
        f.model.clear();
        setFilter(f);
        Q_EMIT filterChanged(f);
    }
}

void QueueFilterBar::setFilter(const TaskFilter &filter)
{
    m_debounce->stop();
    if (m_search->text() != filter.text) {
        const QSignalBlocker block(m_search);
        m_search->setText(filter.text);
    }
    // A remembered repository or model may be missing from the menus: rebuild so it shows there.
    const bool rebuild = filter.category != m_filter.category || filter.repository != m_filter.repository ||
                         filter.model != m_filter.model || filter.mutationBelow != m_filter.mutationBelow;
    const bool changed = !(filter == m_filter);
    m_filter = filter;
    if (rebuild)
        rebuildChoices();
    else {
        syncActions();
        updateButtons();
    }
    if (changed)
        Q_EMIT filterChanged(m_filter);
}

void QueueFilterBar::apply(const TaskFilter &filter)
{
    // Called from a menu's triggered signal: rebuilding that menu here would delete the sender.
    m_debounce->stop();
    const bool changed = !(filter == m_filter);
    m_filter = filter;
    syncActions();
    updateButtons();
    if (changed)
        Q_EMIT filterChanged(m_filter);
}

void QueueFilterBar::commitText()
{
    apply(filter());
}

void QueueFilterBar::setCounts(int shown, int total)
{
    const QLocale locale;
    const QString all = total == 1 ? tr("1 task") : tr("%1 tasks").arg(locale.toString(total));
    m_count->setText(shown == total ? all : tr("%1 of %2").arg(locale.toString(shown), all));
}

bool QueueFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    // Escape empties the search at once; with an empty field it is left to the window.
    if (watched == m_search && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
        m_search->clear();
        commitText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
