#pragma once

#include <QMainWindow>

namespace heddle {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void openDataset(const QString &root);
    void openDemo();
};

} // namespace heddle
