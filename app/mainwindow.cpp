#include <app/mainwindow.h>

namespace heddle {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent) {}
MainWindow::~MainWindow() = default;
void MainWindow::openDataset(const QString &) {}
void MainWindow::openDemo() {}

} // namespace heddle
