#include <app/cli/commandline.h>

#include <algorithm>
#include <vector>

namespace heddle::cli {

namespace {

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours.
int editDistance(const QString &a, const QString &b)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

} // namespace

QStringList closeWords(const QString &word, const QStringList &candidates)
{
    if (word.isEmpty())
        return {};
    QStringList prefixed;
    for (const QString &c : candidates)
        if (c.startsWith(word))
            prefixed << c;
    if (prefixed.size() == 1)
        return prefixed;
    int best = 3;
    QStringList closest;
    for (const QString &c : candidates) {
        const int distance = editDistance(word, c);
        if (distance < best) {
            best = distance;
            closest = {c};
        } else if (distance == best) {
            closest << c;
        }
    }
    // A prefix of several, when nothing is closer, still narrows them down.
    return closest.isEmpty() ? prefixed : closest;
}

bool windowHasDisplay(const QString &platform, bool x11DisplaySet, bool waylandDisplaySet)
{
    if (x11DisplaySet || waylandDisplaySet)
        return true;
    for (const QString &entry : platform.split(u';', Qt::SkipEmptyParts)) {
        const QString name = entry.section(u':', 0, 0).trimmed();
        if (!name.isEmpty() && !name.startsWith(u"xcb") && !name.startsWith(u"wayland"))
            return true;
    }
    return false;
}

} // namespace heddle::cli
