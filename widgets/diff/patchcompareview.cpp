#include <widgets/diff/patchcompareview.h>
#include <widgets/plaintooltip.h>
#include <widgets/theme.h>

#include <Qsci/qsciscintilla.h>

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

enum Marker {
    AddedMarker,
    RemovedMarker,
    HeaderMarker,
    OnlyHereMarker
};
constexpr int kDimIndicator = 8; // below 8 belong to lexers
constexpr int kNumberMargin = 0;
constexpr int kBarMargin = 1;
constexpr int kFileColumn = 0;
constexpr int kStatusColumn = 1;
// Orange: the one mark that says "the other patch lacks this", with a glyph and words beside it.
constexpr QRgb kOnlyHereColor = theme::okabeIto::orange;

QString plural(int n, const QString &one, const QString &many)
{
    return n == 1 ? one : many.arg(n);
}

QsciScintilla *makeEditor(const QString &objectName, QWidget *parent)
{
    auto *editor = new QsciScintilla(parent);
    editor->setObjectName(objectName);
    editor->setUtf8(true);
    editor->setReadOnly(true);
    editor->setWrapMode(QsciScintilla::WrapNone);
    editor->setTabWidth(4);
    editor->setCaretLineVisible(false);
    editor->setMarginType(kNumberMargin, QsciScintilla::TextMarginRightJustified);
    editor->setMarginMarkerMask(kNumberMargin, 0);
    editor->setMarginType(kBarMargin, QsciScintilla::SymbolMargin);
    editor->setMarginMarkerMask(kBarMargin, 1 << OnlyHereMarker);
    editor->setMarginWidth(kBarMargin, 6);
    editor->setMarginWidth(2, 0);
    editor->markerDefine(QsciScintilla::Background, AddedMarker);
    editor->markerDefine(QsciScintilla::Background, RemovedMarker);
    editor->markerDefine(QsciScintilla::Background, HeaderMarker);
    editor->markerDefine(QsciScintilla::FullRectangle, OnlyHereMarker);
    editor->indicatorDefine(QsciScintilla::TextColorIndicator, kDimIndicator);
    return editor;
}

QString hunkHeader(const PatchHunk &hunk)
{
    QString header =
        u"@@ -%1,%2 +%3,%4 @@"_s.arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount);
    if (!hunk.section.isEmpty())
        header += u' ' + hunk.section.trimmed();
    return header;
}

} // namespace

PatchCompareView::PatchCompareView(QWidget *parent)
    : QWidget(parent)
{
    m_left = new QComboBox(this);
    m_left->setObjectName(u"compareLeft"_s);
    m_left->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_right = new QComboBox(this);
    m_right->setObjectName(u"compareRight"_s);
    m_right->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_choices = new QWidget(this);
    auto *choices = new QHBoxLayout(m_choices);
    choices->setContentsMargins(0, 0, 0, 0);
    auto *compareLabel = new QLabel(tr("&Compare"), m_choices);
    compareLabel->setBuddy(m_left);
    auto *withLabel = new QLabel(tr("&with"), m_choices);
    withLabel->setBuddy(m_right);
    choices->addWidget(compareLabel);
    choices->addWidget(m_left);
    choices->addWidget(withLabel);
    choices->addWidget(m_right);
    choices->addStretch(1);
    m_choices->hide();

    m_summary = new QLabel(this);
    m_summary->setObjectName(u"compareSummary"_s);
    m_summary->setTextFormat(Qt::PlainText); // labels come from model names in the dataset
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);

    m_fileStatus = new QLabel(this);
    m_fileStatus->setObjectName(u"compareFileStatus"_s);
    m_fileStatus->setTextFormat(Qt::PlainText);
    m_fileStatus->setWordWrap(true);

    m_files = new QTreeWidget(this);
    m_files->setObjectName(u"compareFiles"_s);
    m_files->setAccessibleName(tr("Files compared"));
    m_files->setColumnCount(2);
    m_files->setHeaderLabels({tr("File"), tr("Comparison")});
    m_files->setRootIsDecorated(false);
    m_files->setUniformRowHeights(true);
    m_files->setTextElideMode(Qt::ElideMiddle);
    m_files->header()->setStretchLastSection(true);
    m_files->header()->setSectionResizeMode(kFileColumn, QHeaderView::Interactive);

    auto side = [this](QLabel *&title, QsciScintilla *&editor, const QString &name) {
        auto *box = new QWidget(this);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        title = new QLabel(box);
        title->setObjectName(name + u"Title"_s);
        title->setTextFormat(Qt::PlainText);
        editor = makeEditor(name, box);
        layout->addWidget(title);
        layout->addWidget(editor, 1);
        return box;
    };
    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(side(m_titleA, m_editorA, u"compareEditorA"_s));
    sides->addWidget(side(m_titleB, m_editorB, u"compareEditorB"_s));
    sides->setChildrenCollapsible(false);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_fileStatus);
    rightLayout->addWidget(sides, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_files);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({420, 780});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_choices);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_left, &QComboBox::activated, this, [this] { onChoice(); });
    connect(m_right, &QComboBox::activated, this, [this] { onChoice(); });
    connect(m_files, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        if (m_updating || !current)
            return;
        setCurrentFile(current->text(kFileColumn));
    });
    render();
}

PatchCompareView::~PatchCompareView() = default;

void PatchCompareView::setPatches(const QString &labelA, const Patch &a, const QString &labelB, const Patch &b)
{
    m_labelA = labelA;
    m_labelB = labelB;
    m_a = a;
    m_b = b;
    m_comparison = comparePatches(a, b);
    m_current = m_comparison.files.isEmpty() ? -1 : 0;
    for (int f = 0; f < m_comparison.files.size(); ++f) {
        if (m_comparison.files[f].status != FileComparison::Status::Identical) {
            m_current = f;
            break;
        }
    }
    m_summary->setText(summary());
    m_titleA->setText(labelA);
    m_titleB->setText(labelB);
    m_editorA->setAccessibleName(labelA);
    m_editorB->setAccessibleName(labelB);
    buildFileList();
    render();
    Q_EMIT currentFileChanged(currentFile());
}

void PatchCompareView::setChoices(const QStringList &labels, int a, int b)
{
    const QSignalBlocker blockLeft(m_left);
    const QSignalBlocker blockRight(m_right);
    m_left->clear();
    m_right->clear();
    m_left->addItems(labels);
    m_right->addItems(labels);
    m_left->setCurrentIndex(a);
    m_right->setCurrentIndex(b);
    m_choices->setVisible(!labels.isEmpty());
}

QPair<int, int> PatchCompareView::choice() const
{
    return {m_left->currentIndex(), m_right->currentIndex()};
}

void PatchCompareView::onChoice()
{
    Q_EMIT choiceChanged(m_left->currentIndex(), m_right->currentIndex());
}

QString PatchCompareView::summary() const
{
    if (m_labelA.isEmpty() && m_labelB.isEmpty())
        return {};
    const PatchComparison &c = m_comparison;
    const QString head = tr("%1 vs %2: ").arg(m_labelA, m_labelB);
    if (c.files.isEmpty())
        return head + tr("both patches are empty");
    if (c.isIdentical())
        return head + plural(int(c.files.size()), tr("the same change (1 file)"), tr("the same change (%1 files)"));

    QStringList parts;
    const int onlyA = c.count(FileComparison::Status::OnlyInA);
    const int onlyB = c.count(FileComparison::Status::OnlyInB);
    const int different = c.count(FileComparison::Status::Different);
    const int identical = c.count(FileComparison::Status::Identical);
    if (onlyA > 0)
        parts.append(plural(onlyA, tr("1 file only in %1"), tr("%1 files only in %2")).arg(m_labelA));
    if (onlyB > 0)
        parts.append(plural(onlyB, tr("1 file only in %1"), tr("%1 files only in %2")).arg(m_labelB));
    if (different > 0) {
        int hunksA = 0;
        int hunksB = 0;
        for (const FileComparison &file : c.files) {
            if (file.status == FileComparison::Status::Different) {
                hunksA += int(file.hunksOnlyInA.size());
                hunksB += int(file.hunksOnlyInB.size());
            }
        }
        QStringList hunks;
        if (hunksA > 0)
            hunks.append(plural(hunksA, tr("1 hunk only in %1"), tr("%1 hunks only in %2")).arg(m_labelA));
        if (hunksB > 0)
            hunks.append(plural(hunksB, tr("1 hunk only in %1"), tr("%1 hunks only in %2")).arg(m_labelB));
        QString part = plural(different, tr("1 file differs"), tr("%1 files differ"));
        if (!hunks.isEmpty())
            part += u" ("_s + hunks.join(u", "_s) + u')';
        parts.append(part);
    }
    if (identical > 0)
        parts.append(plural(identical, tr("1 file identical"), tr("%1 files identical")));
    return head + parts.join(u", "_s);
}

QString PatchCompareView::statusText(const FileComparison &file) const
{
    switch (file.status) {
    case FileComparison::Status::OnlyInA: return tr("◀ only in %1").arg(m_labelA);
    case FileComparison::Status::OnlyInB: return tr("▶ only in %1").arg(m_labelB);
    case FileComparison::Status::Identical: return tr("= identical");
    case FileComparison::Status::Different: break;
    }
    QStringList parts;
    if (!file.hunksOnlyInA.isEmpty())
        parts.append(
            plural(int(file.hunksOnlyInA.size()), tr("1 hunk only in %1"), tr("%1 hunks only in %2")).arg(m_labelA));
    if (!file.hunksOnlyInB.isEmpty())
        parts.append(plural(int(file.hunksOnlyInB.size()), tr("1 only in %1"), tr("%1 only in %2")).arg(m_labelB));
    if (parts.isEmpty() && file.headerDiffers)
        parts.append(tr("file mode, name or kind"));
    if (parts.isEmpty())
        return tr("≠ differs");
    return tr("≠ differs: %1").arg(parts.join(u", "_s));
}

QString PatchCompareView::currentFile() const
{
    return m_current >= 0 ? m_comparison.files[m_current].path : QString();
}

void PatchCompareView::setCurrentFile(const QString &path)
{
    for (int f = 0; f < m_comparison.files.size(); ++f) {
        if (m_comparison.files[f].path != path || f == m_current)
            continue;
        m_current = f;
        m_updating = true;
        m_files->setCurrentItem(m_files->topLevelItem(f));
        m_updating = false;
        render();
        Q_EMIT currentFileChanged(path);
        return;
    }
}

void PatchCompareView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        render();
}

void PatchCompareView::buildFileList()
{
    m_updating = true;
    m_files->clear();
    for (const FileComparison &file : std::as_const(m_comparison.files)) {
        auto *item = new QTreeWidgetItem(m_files);
        item->setText(kFileColumn, file.path);
        item->setText(kStatusColumn, statusText(file));
        // Escaped and wrapped so a path is never taken for rich text.
        item->setToolTip(kFileColumn, plainToolTip(file.path));
        item->setToolTip(kStatusColumn, plainToolTip(statusText(file)));
        if (file.status == FileComparison::Status::Identical)
            item->setForeground(kStatusColumn, palette().color(QPalette::PlaceholderText));
    }
    m_files->resizeColumnToContents(kFileColumn);
    if (m_current >= 0)
        m_files->setCurrentItem(m_files->topLevelItem(m_current));
    m_updating = false;
}

void PatchCompareView::render()
{
    styleEditor(m_editorA);
    styleEditor(m_editorB);
    if (m_current < 0) {
        m_fileStatus->clear();
        fillSide(m_editorA, nullptr, {}, m_labelA, m_labelB);
        fillSide(m_editorB, nullptr, {}, m_labelB, m_labelA);
        return;
    }
    const FileComparison &file = m_comparison.files[m_current];
    m_fileStatus->setText(file.path + u": "_s + statusText(file));
    fillSide(m_editorA, file.fileInA >= 0 ? &m_a.files[file.fileInA] : nullptr, file.hunksOnlyInA, m_labelA, m_labelB);
    fillSide(m_editorB, file.fileInB >= 0 ? &m_b.files[file.fileInB] : nullptr, file.hunksOnlyInB, m_labelB, m_labelA);
}

void PatchCompareView::styleEditor(QsciScintilla *editor)
{
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    editor->setFont(font);
    editor->setPaper(base);
    editor->setColor(text);
    editor->setMarginsFont(font);
    editor->setMarginsBackgroundColor(pal.color(QPalette::Window));
    editor->setMarginsForegroundColor(pal.color(QPalette::PlaceholderText));
    editor->setSelectionBackgroundColor(pal.color(QPalette::Highlight));
    editor->setSelectionForegroundColor(pal.color(QPalette::HighlightedText));
    editor->setCaretForegroundColor(text);
    const QColor green(theme::addedLine);
    const QColor red(theme::removedLine);
    editor->setMarkerBackgroundColor(theme::mix(base, green, dark ? 0.22 : 0.15), AddedMarker);
    editor->setMarkerBackgroundColor(theme::mix(base, red, dark ? 0.22 : 0.15), RemovedMarker);
    editor->setMarkerBackgroundColor(theme::mix(base, pal.color(QPalette::Highlight), dark ? 0.25 : 0.12),
                                     HeaderMarker);
    editor->setMarkerBackgroundColor(QColor(kOnlyHereColor), OnlyHereMarker);
    editor->setMarkerForegroundColor(QColor(kOnlyHereColor), OnlyHereMarker);
    // Shared hunks fade towards the paper: present, but not what the reader is looking for.
    editor->setIndicatorForegroundColor(theme::mix(text, base, 0.55), kDimIndicator);
}

void PatchCompareView::fillSide(QsciScintilla *editor, const PatchFile *file, const QList<int> &onlyHere,
                                const QString &label, const QString &otherLabel)
{
    struct Row {
        QString text;
        int marker = -1;
        bool onlyHere = false;
        bool dim = false;
        int oldLine = 0;
        int newLine = 0;
    };
    QList<Row> rows;
    if (!file) {
        if (m_current >= 0)
            rows.append({tr("%1 does not change this file").arg(label), HeaderMarker});
    } else if (file->isBinary) {
        rows.append({tr("Binary file: no text to compare"), HeaderMarker});
    } else if (file->hunks.isEmpty()) {
        rows.append({tr("No content changes"), HeaderMarker});
    }
    if (file) {
        for (int h = 0; h < file->hunks.size(); ++h) {
            const PatchHunk &hunk = file->hunks[h];
            const bool mine = onlyHere.contains(h);
            const QString tag = mine ? tr("◆ only in %1").arg(label) : tr("= also in %1").arg(otherLabel);
            // The verdict first: a long header would push it out of sight.
            rows.append({tag + u"   "_s + hunkHeader(hunk), HeaderMarker, mine, !mine});
            for (const PatchLine &line : hunk.lines) {
                Row row;
                QString text = line.text.endsWith(u'\r') ? line.text.chopped(1) : line.text;
                switch (line.kind) {
                case PatchLine::Kind::Added:
                    row.text = u'+' + text;
                    row.marker = AddedMarker;
                    break;
                case PatchLine::Kind::Removed:
                    row.text = u'-' + text;
                    row.marker = RemovedMarker;
                    break;
                case PatchLine::Kind::Context: row.text = u' ' + text; break;
                }
                row.onlyHere = mine;
                row.dim = !mine;
                row.oldLine = line.oldLine;
                row.newLine = line.newLine;
                rows.append(row);
            }
        }
    }

    QStringList lines;
    int widest = 1;
    for (const Row &row : std::as_const(rows)) {
        lines.append(row.text);
        widest = std::max({widest, row.oldLine, row.newLine});
    }
    editor->setReadOnly(false);
    editor->setText(lines.join(u'\n'));
    editor->setReadOnly(true);
    editor->markerDeleteAll();
    editor->clearMarginText();
    editor->SendScintilla(QsciScintilla::SCI_SETINDICATORCURRENT, kDimIndicator);
    editor->SendScintilla(QsciScintilla::SCI_INDICATORCLEARRANGE, 0, editor->length());
    const int digits = int(QString::number(widest).size());
    editor->setMarginWidth(kNumberMargin, QString(digits * 2 + 2, u'0'));
    auto number = [&](int n) { return n > 0 ? QString::number(n).rightJustified(digits) : QString(digits, u' '); };
    for (int r = 0; r < rows.size(); ++r) {
        const Row &row = rows[r];
        if (row.marker >= 0)
            editor->markerAdd(r, row.marker);
        if (row.onlyHere)
            editor->markerAdd(r, OnlyHereMarker);
        if (row.oldLine > 0 || row.newLine > 0)
            editor->setMarginText(r, number(row.oldLine) + u' ' + number(row.newLine), QsciScintilla::STYLE_LINENUMBER);
        if (row.dim) {
            const long from = editor->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, r);
            const long to = editor->SendScintilla(QsciScintilla::SCI_GETLINEENDPOSITION, r);
            editor->SendScintilla(QsciScintilla::SCI_INDICATORFILLRANGE, from, to - from);
        }
    }
    // The first hunk the other patch lacks is what the reader came for.
    for (int r = 0; r < rows.size(); ++r) {
        if (rows[r].onlyHere) {
            editor->setFirstVisibleLine(std::max(0, r - 2));
            return;
        }
    }
    editor->setFirstVisibleLine(0);
}

} // namespace heddle
