#include <tests/support/demo/installeddemo.h>

#include <core/demo/demodataset.h>
#include <tests/support/failure.h>

using namespace Qt::StringLiterals;

namespace heddle::test {

QString installDemo(const QString &folder, Location at)
{
    Result<QString> root = installDemoDataset(folder);
    if (!root) {
        const Error &error = root.error();
        const QString why =
            error.detail.isEmpty() ? error.toString() : error.toString() + u" ("_s + error.detail + u')';
        fail(u"cannot install the demo dataset into %1: %2"_s.arg(folder, why), at);
        return {};
    }
    return *root;
}

bool DemoCopy::install(Location at)
{
    m_root = installDemo(m_dir.path() + u"/demo"_s, at);
    return !m_root.isEmpty();
}

} // namespace heddle::test
