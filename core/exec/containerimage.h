#pragma once

#include <QString>

namespace heddle {

struct Task;

/// The image of an instance as SWE-bench's harness names it: `sweb.eval.<arch>.<instance id>:<tag>`, lower-cased.
/// With a namespace (the harness's default is "swebench", where its published images live) the name is
/// `<namespace>/sweb.eval...` with each "__" written "_1776_", since Docker Hub refuses double underscores; without
/// one it is the name of an image the harness built on this machine.
QString sweBenchImageName(const QString &instanceId, const QString &nameSpace = QStringLiteral("swebench"),
                          const QString &arch = QStringLiteral("x86_64"),
                          const QString &tag = QStringLiteral("latest"));

/// Whether id has the shape of a SWE-bench instance id: `<owner>__<repo>-<number>` ("django__django-11099").
bool isSweBenchInstanceId(const QString &id);

/// Whether image is one of SWE-bench's instance images (built here or published): its repository at /testbed, its
/// environment the conda env "testbed".
bool isSweBenchImage(const QString &image);

/// The image a task's tests run in and where that name came from.
struct TaskImage {
    enum class Origin {
        None,    // no image: the task names none and the dataset's naming gives none
        Task,    // the task's own tests.image
        Dataset, // the dataset's validation.container.image
        SweBench // the harness's naming of the task's instance id, the default
    };
    QString image;
    Origin origin = Origin::None;
};

/// The image for task: its own tests.image when set; else the dataset's naming (validation.container.image):
/// "swebench" (the published images), "swebench-local" (images the harness built here), or a name in which {task}
/// stands for the task's instance id; else, for a task whose instance id has SWE-bench's shape, the published
/// image's name. The instance id is the one the task was imported with, else the task's id.
TaskImage imageForTask(const Task &task, const QString &datasetNaming);

/// The container command template for image when the dataset sets none: SWE-bench's instance images get
/// kSweBenchContainerTemplate (their build lives in /testbed and their tools in a conda env), the others the default.
QString defaultTemplateFor(const QString &image);

} // namespace heddle
