#pragma once

#include <QString>

namespace heddle {

/// What one agent's recorded runs of kind llm asked of model servers, summed over the dataset (heddle stats, the
/// statistics page).
struct AgentSpending {
    QString agent;
    int runs = 0;
    int cachedRuns = 0; // answered from the cache: nothing sent
    int requests = 0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    bool estimated = false; // some run's tokens were estimated
    double cost = -1.0;     // below 0: no run stated a price
};

} // namespace heddle
