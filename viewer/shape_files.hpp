#pragma once
// Where a body's shape file is: MSL models name theirs by a Modelica URI
// ("modelica://Modelica/Resources/Data/Shapes/RobotR3/b1.dxf", MSL
// Visualizers.Advanced.Shape), which no file system resolves by itself. The
// user gives the folders to look in (`acausal view --shapes DIR`, or the
// ACAUSAL_SHAPE_PATH variable, folders separated by ':').
#include <optional>
#include <string>
#include <vector>

namespace acausal::viewer {

/// True for "modelica://..." references.
bool is_modelica_uri(const std::string& reference);

/// The file `reference` names, looked up as given (a plain path, relative to
/// the working folder, or "file://PATH"), then in each of `folders` under its
/// URI path ("DIR/Modelica/Resources/...", a checkout of the library) and
/// under its file name alone ("DIR/b1.dxf"). Nothing when no file is found.
std::optional<std::string> locate_shape_file(const std::string& reference,
                                             const std::vector<std::string>& folders);

/// `folders`, then those of the ACAUSAL_SHAPE_PATH environment variable.
std::vector<std::string> shape_search_folders(const std::vector<std::string>& folders);

}  // namespace acausal::viewer
