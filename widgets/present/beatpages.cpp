#include <widgets/present/beatpages.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <core/review/evidence.h>
#include <core/specs/specgraph.h>
#include <widgets/common/untrustedmarkdown.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/theme.h>

#include <QFontDatabase>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextEdit>
#include <QTimer>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// A page takes no focus, so every key reaches the presentation.
template <typename W> W *quiet(W *widget)
{
    widget->setFocusPolicy(Qt::NoFocus);
    return widget;
}

QPlainTextEdit *readOnlyText(QWidget *parent)
{
    auto *text = quiet(new QPlainTextEdit(parent));
    text->setReadOnly(true);
    text->setTextInteractionFlags(Qt::NoTextInteraction);
    text->setFrameShape(QFrame::NoFrame);
    return text;
}

// The query and the specs: formatted text that grows to fill the page (fitText).
QTextEdit *beatText(QWidget *parent)
{
    auto *text = quiet(new QTextEdit(parent));
    text->setReadOnly(true);
    text->setTextInteractionFlags(Qt::NoTextInteraction);
    text->setFrameShape(QFrame::NoFrame);
    text->setAcceptRichText(false);
    return text;
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

QStringList shortTestNames(const QStringList &tests)
{
    QStringList names;
    for (const QString &t : tests)
        names.append(AttemptMatrixModel::shortTestName(t));
    return names;
}

QString patchLabel(const Task &task, const QString &target)
{
    if (target == u"reference"_s)
        return BeatPages::tr("Reference patch");
    if (target == u"empty"_s)
        return BeatPages::tr("Empty patch");
    return attemptDisplayName(task, target);
}

QString outcomeText(const PatchValidation &v)
{
    if (!v.applied)
        return BeatPages::tr("did not apply");
    switch (v.outcome) {
    case TargetRun::Outcome::Finished: return BeatPages::tr("finished");
    case TargetRun::Outcome::TimedOut: return BeatPages::tr("timed out");
    case TargetRun::Outcome::Cancelled: return BeatPages::tr("cancelled");
    case TargetRun::Outcome::FailedToStart: return BeatPages::tr("failed to start");
    case TargetRun::Outcome::Crashed: return BeatPages::tr("crashed");
    case TargetRun::Outcome::NotRun: return BeatPages::tr("not run");
    case TargetRun::Outcome::LimitExceeded: return BeatPages::tr("over a limit");
    case TargetRun::Outcome::DidNotRun: return BeatPages::tr("did not run");
    case TargetRun::Outcome::Environment: return BeatPages::tr("environment");
    }
    return {};
}

} // namespace

BeatPages::BeatPages(QWidget *parent)
    : QStackedWidget(parent)
    , m_text(beatText(this))
    , m_graphPage(new QWidget(this))
    , m_graph(quiet(new SpecGraphView(m_graphPage)))
    , m_graphCaption(plainLabel(m_graphPage))
    , m_matrix(quiet(new AttemptMatrixView(this)))
    , m_flagPage(new QWidget(this))
    , m_flagHeader(plainLabel(m_flagPage))
    , m_evidenceArea(new QWidget(m_flagPage))
    , m_validationPage(new QWidget(this))
    , m_validationTable(quiet(new QTableWidget(m_validationPage)))
    , m_validationNote(plainLabel(m_validationPage))
{
    setObjectName(u"beatPages"_s);
    m_text->setObjectName(u"beatText"_s);
    m_graph->setObjectName(u"beatGraph"_s);
    m_graphCaption->setObjectName(u"beatGraphCaption"_s);
    m_matrix->setObjectName(u"beatMatrix"_s);
    m_flagHeader->setObjectName(u"beatFlagHeader"_s);
    m_validationTable->setObjectName(u"beatValidation"_s);
    m_validationNote->setObjectName(u"beatValidationNote"_s);
    m_text->setAccessibleName(tr("Beat text"));
    m_graph->setAccessibleName(tr("Interaction graph"));
    m_matrix->setAccessibleName(tr("Attempts and tests"));
    m_validationTable->setAccessibleName(tr("Validation result"));
    // The tables and the graph scroll only when they must; the keys belong to the presentation.
    for (QWidget *w : m_matrix->findChildren<QWidget *>())
        w->setFocusPolicy(Qt::NoFocus);
    m_matrix->setFillWidth(true); // the beat has the screen to itself

    auto *graph = new QVBoxLayout(m_graphPage);
    graph->setContentsMargins(0, 0, 0, 0);
    graph->addWidget(m_graph, 1);
    graph->addWidget(m_graphCaption);

    auto *flag = new QVBoxLayout(m_flagPage);
    flag->setContentsMargins(0, 0, 0, 0);
    flag->addWidget(m_flagHeader);
    flag->addWidget(m_evidenceArea, 1);
    new QGridLayout(m_evidenceArea);
    m_evidenceArea->layout()->setContentsMargins(0, 0, 0, 0);

    m_validationTable->setColumnCount(5);
    m_validationTable->setHorizontalHeaderLabels(
        {tr("Patch"), tr("Run"), tr("Outcome"), tr("Tests passed"), tr("Control")});
    m_validationTable->verticalHeader()->hide();
    m_validationTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_validationTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_validationTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_validationTable->horizontalHeader()->setStretchLastSection(true);
    auto *validation = new QVBoxLayout(m_validationPage);
    validation->setContentsMargins(0, 0, 0, 0);
    validation->addWidget(m_validationNote);
    validation->addWidget(m_validationTable, 1);
    validation->addStretch(); // keeps the note at the top while there is no table

    for (QWidget *page :
         {static_cast<QWidget *>(m_text), m_graphPage, static_cast<QWidget *>(m_matrix), m_flagPage, m_validationPage})
        addWidget(page);
}

void BeatPages::setPresentation(const Presentation &presentation)
{
    m_presentation = presentation;
    m_graph->setTask(m_presentation.task);
    m_matrix->setTask(m_presentation.task, m_presentation.matrix);
}

void BeatPages::setTextSize(int base)
{
    m_base = base;
    QFont body = font();
    body.setPixelSize(base);
    m_text->setFont(body);
    m_graphCaption->setFont(body);
    m_flagHeader->setFont(body);
    m_validationNote->setFont(body);
    m_validationTable->setFont(body);
    QFont graphFont = body;
    graphFont.setPixelSize(std::max(12, base * 3 / 4));
    m_graph->setFont(graphFont);
    m_graph->setMinimumLabelPixels(base * 3 / 5);
    QFont matrixFont = body;
    matrixFont.setPixelSize(std::max(12, base * 3 / 4));
    m_matrix->setFont(matrixFont);
    // Room for a title on several lines at the labels' size.
    m_graph->setNodeSize(base * 15, base * 6);
    if (currentWidget() == m_text)
        fitText();
    for (QPlainTextEdit *e : std::as_const(m_evidenceViews))
        e->setFont(evidenceFont());
    for (QLabel *l : std::as_const(m_evidenceLabels))
        l->setFont(evidenceLabelFont());
}

QFont BeatPages::evidenceFont() const
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPixelSize(std::max(12, m_base * 7 / 10));
    return mono;
}

QFont BeatPages::evidenceLabelFont() const
{
    QFont bold = font();
    bold.setPixelSize(std::max(12, m_base * 7 / 10));
    bold.setBold(true);
    return bold;
}

void BeatPages::showBeat(const Beat &beat)
{
    switch (beat.kind) {
    case Beat::Kind::Query: showQuery(); break;
    case Beat::Kind::Specs: showSpecs(beat.key); break;
    case Beat::Kind::Graph: showGraph(beat.key); break;
    case Beat::Kind::Matrix: setCurrentWidget(m_matrix); break;
    case Beat::Kind::Flag: showFlag(beat.key); break;
    case Beat::Kind::Validation: showValidation(); break;
    }
}

void BeatPages::showQuery()
{
    const QString query = m_presentation.task.query.trimmed();
    if (query.isEmpty())
        m_text->setPlainText(tr("The task has no query."));
    else
        setUntrustedMarkdown(m_text->document(), query); // formatted, never markup: the query is the task's
    setCurrentWidget(m_text);
    fitText();
}

void BeatPages::resizeEvent(QResizeEvent *event)
{
    QStackedWidget::resizeEvent(event);
    if (currentWidget() == m_text)
        fitText();
}

void BeatPages::fitText()
{
    // A short text grows until it fills the page (up to twice the body size), so that it does not sit in the top
    // third of the screen; a long one keeps the body size and scrolls.
    const int height = m_text->viewport()->height();
    if (height <= 0)
        return;
    QFont font = m_text->font();
    int size = m_base * 2;
    for (; size > m_base; size -= std::max(1, m_base / 8)) {
        font.setPixelSize(size);
        m_text->document()->setDefaultFont(font);
        if (m_text->document()->size().height() <= height)
            break;
    }
    font.setPixelSize(std::max(size, m_base));
    m_text->document()->setDefaultFont(font);
}

void BeatPages::showSpecs(const QString &category)
{
    // Formats on plain text: the spec's words are inserted as text, never parsed as markup.
    m_text->clear();
    QTextCursor cursor(m_text->document());
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    QTextCharFormat normal;
    QTextCharFormat muted;
    muted.setForeground(theme::mix(palette().color(QPalette::Base), palette().color(QPalette::Text), 0.65));
    QTextCharFormat warning;
    warning.setForeground(
        QColor(palette().color(QPalette::Base).lightness() < 128 ? theme::warningTextOnDark : theme::warningText));
    bool first = true;
    for (const Spec &spec : m_presentation.task.specs) {
        if (spec.category != category)
            continue;
        if (!first)
            cursor.insertText(u"\n\n"_s, normal);
        first = false;
        cursor.insertText(spec.id + u"  "_s + spec.title.simplified(), bold);
        if (!spec.text.trimmed().isEmpty())
            cursor.insertText(u"\n"_s + spec.text.trimmed(), normal);
        if (spec.coveredBy.isEmpty())
            cursor.insertText(u"\n"_s + tr("No covering test: a passing attempt says nothing about this spec."),
                              warning);
        else
            cursor.insertText(u"\n"_s + tr("Covered by %1").arg(shortTestNames(spec.coveredBy).join(u", "_s)), muted);
    }
    m_text->moveCursor(QTextCursor::Start);
    setCurrentWidget(m_text);
    fitText();
}

void BeatPages::showGraph(const QString &specId)
{
    m_graph->setActiveSpec(specId);
    const SpecGraph &graph = m_graph->graph();
    const int index = graph.indexOf(specId);
    QString caption;
    if (index >= 0) {
        const Spec &spec = graph.specs().at(index);
        caption = tr("%1 (%2) interacts with %3.")
                      .arg(spec.id, spec.title.simplified(), graph.neighbours(specId).join(u", "_s));
        const QStringList tests = graph.coveringTests(specId);
        caption += u' ' + (tests.isEmpty() ? tr("No test covers it.")
                                           : tr("Covered by %n test(s).", nullptr, int(tests.size())));
    }
    m_graphCaption->setText(caption);
    setCurrentWidget(m_graphPage);
    m_graph->fitToView();
}

void BeatPages::showFlag(const QString &flagId)
{
    const Task &task = m_presentation.task;
    const auto flag =
        std::find_if(task.flags.cbegin(), task.flags.cend(), [&](const Flag &f) { return f.id == flagId; });
    qDeleteAll(m_evidenceArea->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    m_evidenceViews.clear();
    m_evidenceLabels.clear();
    if (flag == task.flags.cend()) {
        m_flagHeader->setText(tr("The task has no flag %1.").arg(flagId));
        setCurrentWidget(m_flagPage);
        return;
    }
    const QString kind = flag->kind == FlagKind::FalsePositive ? tr("False positive: the tests pass a wrong patch")
                                                               : tr("False negative: the tests reject a valid patch");
    QStringList facts{kind};
    if (!flag->attempt.isEmpty())
        facts << tr("attempt %1").arg(attemptDisplayName(task, flag->attempt));
    if (!flag->specs.isEmpty())
        facts << tr("specs %1").arg(flag->specs.join(u", "_s));
    facts << tr("confidence %1%").arg(qRound(flag->confidence * 100));
    QString header = facts.join(u" · "_s);
    if (!flag->rationale.trimmed().isEmpty())
        header += u"\n"_s + flag->rationale.trimmed();
    m_flagHeader->setText(header);

    auto *grid = static_cast<QGridLayout *>(m_evidenceArea->layout());
    const QList<EvidenceExcerpt> excerpts = m_presentation.evidence.value(flagId);
    const qsizetype n = excerpts.size();
    for (qsizetype i = 0; i < n; ++i) {
        const EvidenceExcerpt &e = excerpts.at(i);
        auto *box = new QWidget(m_evidenceArea);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        QLabel *label = plainLabel(box);
        label->setFont(evidenceLabelFont());
        label->setText(e.label);
        QPlainTextEdit *text = readOnlyText(box);
        text->setObjectName(u"beatEvidence%1"_s.arg(i + 1));
        text->setFont(evidenceFont());
        text->setFrameShape(QFrame::StyledPanel);
        // Wrapped, code too: an audience cannot scroll sideways.
        text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
        text->setPlainText(e.problem.isEmpty() ? e.text : e.problem);
        if (e.focus >= 0 && e.problem.isEmpty()) {
            QTextEdit::ExtraSelection focus;
            focus.cursor = QTextCursor(text->document()->findBlockByNumber(e.focus));
            focus.format.setBackground(theme::mix(palette().color(QPalette::Base), QColor(theme::citedStep), 0.3));
            focus.format.setProperty(QTextFormat::FullWidthSelection, true);
            text->setExtraSelections({focus});
            // The cited line in sight, once the text has its size.
            QTimer::singleShot(0, text, [text, block = e.focus] {
                text->setTextCursor(QTextCursor(text->document()->findBlockByNumber(block)));
                text->centerCursor();
            });
        }
        layout->addWidget(label);
        layout->addWidget(text, 1);
        m_evidenceViews.append(text);
        m_evidenceLabels.append(label);
        // One excerpt fills the page; two sit side by side; with three the first (the step) takes the left half.
        if (n <= 2)
            grid->addWidget(box, 0, int(i));
        else if (n == 3)
            grid->addWidget(box, i == 0 ? 0 : int(i) - 1, i == 0 ? 0 : 1, i == 0 ? 2 : 1, 1);
        else
            grid->addWidget(box, int(i / 2), int(i % 2));
    }
    if (n == 0) {
        QLabel *none = plainLabel(m_evidenceArea);
        none->setText(tr("The flag cites no evidence."));
        grid->addWidget(none, 0, 0, Qt::AlignTop);
    }
    setCurrentWidget(m_flagPage);
}

void BeatPages::showValidation()
{
    const QList<PatchValidation> &runs = m_presentation.validation;
    m_validationTable->setRowCount(int(runs.size()));
    m_validationTable->setVisible(!runs.isEmpty());
    if (runs.isEmpty()) {
        m_validationNote->setText(tr("The task has not been validated yet: no run of the reference, the empty patch or "
                                     "an attempt is recorded."));
    } else {
        m_validationNote->setText(
            tr("The newest run of each patch, against the %n listed test(s).", nullptr, runs.first().total));
    }
    for (int row = 0; row < runs.size(); ++row) {
        const PatchValidation &v = runs.at(row);
        const bool finished = v.applied && v.outcome == TargetRun::Outcome::Finished;
        QString control = u"—"_s;
        if (v.controlHolds)
            control = *v.controlHolds ? tr("holds") : tr("fails");
        const QStringList cells{patchLabel(m_presentation.task, v.target), v.runId, outcomeText(v),
                                finished ? tr("%1 of %2").arg(v.passed).arg(v.total) : u"—"_s, control};
        for (int column = 0; column < cells.size(); ++column)
            m_validationTable->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    setCurrentWidget(m_validationPage);
}

} // namespace heddle
