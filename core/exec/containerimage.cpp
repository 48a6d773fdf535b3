#include <core/exec/containerimage.h>

#include <core/dataset/containertemplate.h>
#include <core/task/task.h>

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace heddle {

QString sweBenchImageName(const QString &instanceId, const QString &nameSpace, const QString &arch, const QString &tag)
{
    QString key = u"sweb.eval.%1.%2:%3"_s.arg(arch, instanceId, tag);
    if (!nameSpace.isEmpty())
        key = QString(nameSpace + u'/' + key).replace(u"__"_s, u"_1776_"_s);
    return key.toLower();
}

bool isSweBenchInstanceId(const QString &id)
{
    static const QRegularExpression shape(uR"(^[A-Za-z0-9][\w.-]*__[\w.-]+-\d+$)"_s);
    return shape.match(id).hasMatch();
}

bool isSweBenchImage(const QString &image)
{
    return image.section(u'/', -1).startsWith(u"sweb.eval."_s);
}

TaskImage imageForTask(const Task &task, const QString &datasetNaming)
{
    if (!task.tests.image.isEmpty())
        return {task.tests.image, TaskImage::Origin::Task};
    QString instance = task.id;
    for (const auto &[key, value] : task.source)
        if (key == u"instance_id" && !value.isEmpty())
            instance = value;
    const QString naming = datasetNaming.trimmed();
    if (naming == u"swebench")
        return {sweBenchImageName(instance), TaskImage::Origin::Dataset};
    if (naming == u"swebench-local")
        return {sweBenchImageName(instance, {}), TaskImage::Origin::Dataset};
    if (!naming.isEmpty())
        return {QString(naming).replace(u"{task}"_s, instance), TaskImage::Origin::Dataset};
    if (isSweBenchInstanceId(instance))
        return {sweBenchImageName(instance), TaskImage::Origin::SweBench};
    return {};
}

QString defaultTemplateFor(const QString &image)
{
    return isSweBenchImage(image) ? QString::fromUtf16(kSweBenchContainerTemplate) : QString();
}

} // namespace heddle
