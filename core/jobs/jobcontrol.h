#pragma once

#include <functional>
#include <utility>

namespace heddle {

/// What a job sees of its tracker: whether its result is still wanted, and where to report progress.
class JobControl
{
public:
    JobControl(std::function<bool()> stopRequested, std::function<void(int)> progress)
        : m_stopRequested(std::move(stopRequested))
        , m_progress(std::move(progress))
    {}

    /// True once a newer job replaced this one, the job was cancelled or its owner is gone: long work checks this
    /// between steps and returns early (its result is dropped anyway).
    bool isStopRequested() const { return m_stopRequested && m_stopRequested(); }
    /// Progress in thousandths (0..1000); updates are throttled on the way to the owner.
    void setProgress(int permille) const
    {
        if (m_progress)
            m_progress(permille);
    }

    /// A control that never stops and reports nowhere, for calling job functions directly.
    static const JobControl &none();

private:
    std::function<bool()> m_stopRequested;
    std::function<void(int)> m_progress;
};

} // namespace heddle
