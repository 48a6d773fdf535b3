#include <widgets/tasktableview.h>

namespace heddle {

TaskTableView::TaskTableView(QWidget *parent) : QTableView(parent) {}

} // namespace heddle
