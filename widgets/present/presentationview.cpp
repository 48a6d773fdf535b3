#include <widgets/present/presentationview.h>

#include <widgets/present/beatpages.h>

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QLabel *plainLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

PresentationView::PresentationView(QWidget *parent)
    : QWidget(parent)
    , m_title(plainLabel(u"beatTitle"_s, this))
    , m_taskId(plainLabel(u"presentedTaskId"_s, this))
    , m_counter(plainLabel(u"beatCounter"_s, this))
    , m_hint(plainLabel(u"presentationHint"_s, this))
    , m_pages(new BeatPages(this))
{
    setObjectName(u"presentationView"_s);
    setWindowTitle(tr("Presentation"));
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    m_pages->setFocusPolicy(Qt::NoFocus);
    m_title->setWordWrap(true);
    m_hint->setText(tr("Space next · Backspace back · B beats · Esc leave"));
    m_hint->setForegroundRole(QPalette::PlaceholderText);

    auto *footer = new QHBoxLayout;
    footer->addWidget(m_taskId);
    footer->addStretch();
    footer->addWidget(m_hint);
    footer->addSpacing(24);
    footer->addWidget(m_counter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_pages, 1);
    layout->addLayout(footer);
    applyTextSize();
}

void PresentationView::setPresentation(const Presentation &presentation)
{
    m_presentation = presentation;
    m_beats = m_presentation.shown();
    m_pages->setPresentation(m_presentation);
    m_taskId->setText(m_presentation.task.id);
    m_current = 0;
    updateText();
}

void PresentationView::setArrangement(const QList<ArrangedBeat> &beats)
{
    const QString currentId = m_beats.value(m_current).id;
    m_presentation.beats = beats;
    m_beats = m_presentation.shown();
    const auto at = std::find_if(m_beats.cbegin(), m_beats.cend(), [&](const Beat &b) { return b.id == currentId; });
    m_current = at == m_beats.cend() ? std::min(m_current, int(m_beats.size()) - 1) : int(at - m_beats.cbegin());
    m_current = std::max(0, m_current);
    updateText();
}

void PresentationView::setCurrentBeat(int index)
{
    m_current = std::clamp(index, 0, std::max(0, int(m_beats.size()) - 1));
    updateText();
}

QString PresentationView::counterText() const
{
    if (m_beats.isEmpty())
        return tr("No beat to show");
    return tr("%1 / %2  %3").arg(m_current + 1).arg(m_beats.size()).arg(m_beats.at(m_current).title);
}

void PresentationView::updateText()
{
    m_counter->setText(counterText());
    if (m_beats.isEmpty()) {
        m_title->setText(tr("Every beat is skipped: press B to choose the beats to show."));
        return;
    }
    const Beat &beat = m_beats.at(m_current);
    m_title->setText(beat.title);
    m_pages->showBeat(beat);
}

void PresentationView::keyPressEvent(QKeyEvent *event)
{
    const int last = int(m_beats.size()) - 1;
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Down: setCurrentBeat(m_current + 1); break;
    case Qt::Key_Left:
    case Qt::Key_Backspace:
    case Qt::Key_PageUp:
    case Qt::Key_Up: setCurrentBeat(m_current - 1); break;
    case Qt::Key_Home: setCurrentBeat(0); break;
    case Qt::Key_End: setCurrentBeat(last); break;
    case Qt::Key_Escape: Q_EMIT leaveRequested(); break;
    case Qt::Key_B: Q_EMIT arrangeRequested(); break;
    default:
        if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_9) {
            setCurrentBeat(event->key() - Qt::Key_1);
            break;
        }
        if (event->key() == Qt::Key_0) { // the tenth
            setCurrentBeat(9);
            break;
        }
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PresentationView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyTextSize();
}

void PresentationView::applyTextSize()
{
    // Sized to the screen, so the back row reads it: about 36 lines of body text fill the height.
    const int base = std::clamp(height() / 36, 14, 44);
    if (base == m_textSize)
        return;
    m_textSize = base;
    QFont small = font();
    small.setPixelSize(std::max(12, base * 2 / 3));
    for (QLabel *label : {m_taskId, m_counter, m_hint})
        label->setFont(small);
    QFont title = font();
    title.setPixelSize(base * 3 / 2);
    title.setBold(true);
    m_title->setFont(title);
    const int margin = base;
    layout()->setContentsMargins(margin * 2, margin, margin * 2, margin / 2);
    m_pages->setTextSize(base);
}

} // namespace heddle
