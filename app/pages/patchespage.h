#pragma once

#include <app/pages/taskpage.h>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QStackedWidget;

namespace heddle {

struct Evidence;
class PatchCompareView;
class PatchDiffView;
class ReferencePatchDialog;
class ViewedStore;

/// The reference patch or an attempt's, as a diff against the base commit, or two patches compared. Its part of the
/// jump chain: a cited hunk opens the patch at that hunk, and a cited hunk leads back to its flags.
class PatchesPage : public TaskPage
{
    Q_OBJECT

public:
    PatchesPage(SharedShownTask shown, QWidget *parent);
    ~PatchesPage() override;

    void showTask() override;
    /// Selects a patch to show: the reference (empty id) or an attempt; with compareWith (the reference or an
    /// attempt), compared with that one.
    void showPatch(const QString &attemptId, const std::optional<QString> &compareWith = std::nullopt);
    /// Opens the evidence's patch at its hunk (and line) and raises the page. False (with why in error) when the
    /// task has no such attempt, or its patch no such hunk.
    bool showHunk(const Evidence &evidence, QString *error);

    /// Where viewed ticks are remembered; the window points it at the user's data folder.
    void setViewedStore(std::unique_ptr<ViewedStore> store);

    /// Opens the editor of the shown task's reference patch (its patched files, or the diff) and starts reading the
    /// files; nullptr when no task is shown.
    ReferencePatchDialog *editReferencePatch();

    PatchDiffView *diffView() const { return m_diff; }
    PatchCompareView *compareView() const { return m_compare; }

private:
    void onChoice();
    QByteArray patchBytes(const QString &owner) const;

    QComboBox *m_choice;
    QComboBox *m_compareChoice;
    QLabel *m_error;
    QStackedWidget *m_stack;
    PatchDiffView *m_diff;
    PatchCompareView *m_compare;
    std::unique_ptr<ViewedStore> m_viewed; // per-user ticks, outside the dataset
};

} // namespace heddle
